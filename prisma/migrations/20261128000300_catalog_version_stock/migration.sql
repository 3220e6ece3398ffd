-- Issue 15 section 4: an order changes the catalogue version only through what a page shows of its
-- stock (docs/decisions/0028-personal-pages-and-cache-hits.md). Before this, every unit sold or
-- returned bumped row 2 (the Product update trigger fired on any column), so with an order every
-- two seconds the page cache's hit rate was a few per cent.
--
-- What a catalogue page shows of a stock figure n (product or size x colour): sold out (n <= 0),
-- "Only n left" (n <= the low-stock threshold) and a quantity chooser up to min(n, 10) (the
-- line cap): so only min(max(n, 0), K + 1) with K = max(threshold, 10) is visible. Row 2 moves
-- when that changes, or when any other column a page can show changes ("updatedAt" and the
-- admin's edit counter "version" are not shown). Every column of "Product" is named here except
-- "stock", "updatedAt" and "version": tests/integration/catalog-version.test.ts fails when a
-- column is added to Product and not to this trigger.
--
-- Row 3 counts every change of a stock figure: the JSON API answers carry exact stock, and the
-- page cache keys them on rows 2 and 3 together.
INSERT OR IGNORE INTO "DataVersion" ("id", "version") VALUES (3, 0);

DROP TRIGGER IF EXISTS "CatalogVersion_Product_update";
CREATE TRIGGER "CatalogVersion_Product_update" AFTER UPDATE ON "Product"
WHEN NEW."id" IS NOT OLD."id" OR NEW."name" IS NOT OLD."name" OR NEW."description" IS NOT OLD."description" OR NEW."material" IS NOT OLD."material" OR NEW."price" IS NOT OLD."price" OR NEW."originalPrice" IS NOT OLD."originalPrice" OR NEW."onSale" IS NOT OLD."onSale" OR NEW."categoryId" IS NOT OLD."categoryId" OR NEW."subcategoryId" IS NOT OLD."subcategoryId" OR NEW."colors" IS NOT OLD."colors" OR NEW."sizes" IS NOT OLD."sizes" OR NEW."images" IS NOT OLD."images" OR NEW."tags" IS NOT OLD."tags" OR NEW."hsnCode" IS NOT OLD."hsnCode" OR NEW."sku" IS NOT OLD."sku" OR NEW."isActive" IS NOT OLD."isActive" OR NEW."isFeatured" IS NOT OLD."isFeatured" OR NEW."isNew" IS NOT OLD."isNew" OR NEW."archivedAt" IS NOT OLD."archivedAt" OR NEW."rating" IS NOT OLD."rating" OR NEW."reviewCount" IS NOT OLD."reviewCount" OR NEW."createdAt" IS NOT OLD."createdAt"
  OR MIN(MAX(NEW."stock", 0), MAX(COALESCE((SELECT "lowStockThreshold" FROM "ShopSettings" WHERE "id" = 1), 5), 10) + 1) IS NOT MIN(MAX(OLD."stock", 0), MAX(COALESCE((SELECT "lowStockThreshold" FROM "ShopSettings" WHERE "id" = 1), 5), 10) + 1)
BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;

CREATE TRIGGER "StockVersion_Product_stock" AFTER UPDATE OF "stock" ON "Product" WHEN NEW."stock" IS NOT OLD."stock"
BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 3; END;

-- Stock per size x colour (decision 0019): the product page shows each combination's status and the
-- cards offer the combinations in stock.
CREATE TRIGGER "CatalogVersion_ProductVariant_insert" AFTER INSERT ON "ProductVariant" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_ProductVariant_delete" AFTER DELETE ON "ProductVariant" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "CatalogVersion_ProductVariant_update" AFTER UPDATE ON "ProductVariant"
WHEN NEW."productId" IS NOT OLD."productId" OR NEW."size" IS NOT OLD."size" OR NEW."color" IS NOT OLD."color" OR NEW."sku" IS NOT OLD."sku"
  OR MIN(MAX(NEW."stock", 0), MAX(COALESCE((SELECT "lowStockThreshold" FROM "ShopSettings" WHERE "id" = 1), 5), 10) + 1) IS NOT MIN(MAX(OLD."stock", 0), MAX(COALESCE((SELECT "lowStockThreshold" FROM "ShopSettings" WHERE "id" = 1), 5), 10) + 1)
BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 2; END;
CREATE TRIGGER "StockVersion_ProductVariant_insert" AFTER INSERT ON "ProductVariant" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 3; END;
CREATE TRIGGER "StockVersion_ProductVariant_delete" AFTER DELETE ON "ProductVariant" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 3; END;
CREATE TRIGGER "StockVersion_ProductVariant_stock" AFTER UPDATE OF "stock" ON "ProductVariant" WHEN NEW."stock" IS NOT OLD."stock"
BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 3; END;
