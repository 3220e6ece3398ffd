-- DropIndex
DROP INDEX "OrderItem_orderId_idx";

-- CreateIndex
CREATE INDEX "OrderItem_orderId_productId_quantity_price_idx" ON "OrderItem"("orderId", "productId", "quantity", "price");

