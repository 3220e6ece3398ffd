-- Admin figures at scale: a covering index for category counts, and a data version the dashboard and
-- analytics cache is keyed on (bumped by triggers on every write they depend on).
-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "version" INTEGER NOT NULL DEFAULT 0
);

-- CreateIndex
CREATE INDEX "Product_categoryId_archivedAt_isActive_idx" ON "Product"("categoryId", "archivedAt", "isActive");

-- The single version row, and triggers that bump it on any write the admin figures depend on.
INSERT INTO "DataVersion" ("id", "version") VALUES (1, 0);
CREATE TRIGGER "DataVersion_Order_insert" AFTER INSERT ON "Order" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Order_update" AFTER UPDATE ON "Order" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Order_delete" AFTER DELETE ON "Order" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_OrderItem_insert" AFTER INSERT ON "OrderItem" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_OrderItem_update" AFTER UPDATE ON "OrderItem" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_OrderItem_delete" AFTER DELETE ON "OrderItem" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_User_insert" AFTER INSERT ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_User_update" AFTER UPDATE ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_User_delete" AFTER DELETE ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Product_insert" AFTER INSERT ON "Product" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Product_update" AFTER UPDATE ON "Product" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Product_delete" AFTER DELETE ON "Product" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Category_insert" AFTER INSERT ON "Category" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Category_update" AFTER UPDATE ON "Category" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Category_delete" AFTER DELETE ON "Category" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Subcategory_insert" AFTER INSERT ON "Subcategory" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Subcategory_update" AFTER UPDATE ON "Subcategory" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DataVersion_Subcategory_delete" AFTER DELETE ON "Subcategory" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
