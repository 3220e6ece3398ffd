-- A product-level SKU (issue 13 section 4): the key of the product CSV import, which creates a
-- product for an unknown SKU and updates the product that has it. Optional (products made on the
-- admin form have none until an import gives them one); unique when set (SQLite lets NULLs repeat).
-- Hand-written ADD COLUMN: the Product table keeps its FTS and DataVersion triggers.
ALTER TABLE "Product" ADD COLUMN "sku" TEXT;
CREATE UNIQUE INDEX "Product_sku_key" ON "Product"("sku");
