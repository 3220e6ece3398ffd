-- The page cache's own data version (row 2 of "DataVersion"): bumped only by writes that a public
-- page can show (products, categories, subcategories, reviews, a reviewer's name). Row 1 stays the
-- admin dashboard's version, bumped by every order and user write as before. Before this, a
-- sign-in (User.lastLoginAt) or any order emptied the page cache (issue 15).
INSERT OR IGNORE INTO "DataVersion" ("id", "version") VALUES (2, 0);

CREATE TRIGGER "CatalogVersion_Product_insert" AFTER INSERT ON "Product" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Product_update" AFTER UPDATE ON "Product" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Product_delete" AFTER DELETE ON "Product" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Category_insert" AFTER INSERT ON "Category" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Category_update" AFTER UPDATE ON "Category" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Category_delete" AFTER DELETE ON "Category" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Subcategory_insert" AFTER INSERT ON "Subcategory" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Subcategory_update" AFTER UPDATE ON "Subcategory" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Subcategory_delete" AFTER DELETE ON "Subcategory" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Review_insert" AFTER INSERT ON "Review" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Review_update" AFTER UPDATE ON "Review" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_Review_delete" AFTER DELETE ON "Review" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
-- Reviews show their author's name: only a change of name (or a removed user) matters to a public page.
CREATE TRIGGER "CatalogVersion_User_name" AFTER UPDATE OF "firstName", "lastName" ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_User_delete" AFTER DELETE ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
