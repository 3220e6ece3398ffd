-- The shop filtered by category and price: a range on one index (and a covering count).
CREATE INDEX "Product_categoryId_isActive_price_idx" ON "Product"("categoryId", "isActive", "price");
