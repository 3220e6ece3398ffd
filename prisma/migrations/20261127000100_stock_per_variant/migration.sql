-- Stock per size x colour (issue 13 section 1, docs/decisions/0019-stock-per-variant.md).
-- New tables only, and columns added in place: Product, User and StockMovement keep their triggers.

CREATE TABLE "ProductVariant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "size" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "sku" TEXT,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "ProductVariant_sku_key" ON "ProductVariant"("sku");
CREATE UNIQUE INDEX "ProductVariant_productId_size_color_key" ON "ProductVariant"("productId", "size", "color");
CREATE INDEX "ProductVariant_productId_stock_idx" ON "ProductVariant"("productId", "stock");

CREATE TABLE "StockAlert" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "size" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "userId" TEXT,
    "requestedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" DATETIME,
    CONSTRAINT "StockAlert_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StockAlert_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "StockAlert_productId_size_color_email_key" ON "StockAlert"("productId", "size", "color", "email");
CREATE INDEX "StockAlert_productId_size_color_notifiedAt_idx" ON "StockAlert"("productId", "size", "color", "notifiedAt");
CREATE INDEX "StockAlert_userId_idx" ON "StockAlert"("userId");

-- A movement names the combination it moved (null: a product stocked as one number).
ALTER TABLE "StockMovement" ADD COLUMN "size" TEXT;
ALTER TABLE "StockMovement" ADD COLUMN "color" TEXT;
ALTER TABLE "StockMovement" ADD COLUMN "variantStockAfter" INTEGER;

-- Carry-over: every product gets one variant per size x colour it offers ('Free Size' when it
-- lists no size, 'Default' when it lists no colour, as the cart already does). Today's single
-- number is split evenly over the combinations, in the product's own order (colour by colour,
-- size by size): each gets floor(stock / n) and the first (stock mod n) get one more, so the
-- variants add up to Product.stock exactly. Nobody knows the real split: the admin recounts in
-- the stock grid. SKUs stay empty (the shop has none today). No movement is written: the
-- product's total does not change.
INSERT INTO "ProductVariant" ("id", "productId", "size", "color", "sku", "stock", "createdAt", "updatedAt")
WITH
  sz AS (
    SELECT p."id" AS pid, j."value" AS size, MIN(j."key") AS si
    FROM "Product" p, json_each(CASE WHEN json_valid(p."sizes") AND json_array_length(p."sizes") > 0 THEN p."sizes" ELSE '["Free Size"]' END) j
    WHERE j."type" = 'text' AND trim(j."value") <> ''
    GROUP BY p."id", j."value"
  ),
  cl AS (
    SELECT p."id" AS pid, j."value" AS color, MIN(j."key") AS ci
    FROM "Product" p, json_each(CASE WHEN json_valid(p."colors") AND json_array_length(p."colors") > 0 THEN p."colors" ELSE '["Default"]' END) j
    WHERE j."type" = 'text' AND trim(j."value") <> ''
    GROUP BY p."id", j."value"
  ),
  combo AS (
    SELECT sz.pid, sz.size, cl.color,
           ROW_NUMBER() OVER (PARTITION BY sz.pid ORDER BY cl.ci, sz.si) - 1 AS idx,
           COUNT(*) OVER (PARTITION BY sz.pid) AS n
    FROM sz JOIN cl ON cl.pid = sz.pid
  )
SELECT 'v' || lower(hex(randomblob(12))), c.pid, c.size, c.color, NULL,
       p."stock" / c.n + CASE WHEN c.idx < p."stock" % c.n THEN 1 ELSE 0 END,
       CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM combo c JOIN "Product" p ON p."id" = c.pid;
