-- Indexes for the admin back office lists (issue 5): customers sorted by name
-- or e-mail, the newest-first product list without a status filter, orders
-- filtered by status and sorted by amount, and the e-mail outbox.
CREATE INDEX "User_role_firstName_idx" ON "User"("role", "firstName");
CREATE INDEX "User_role_email_idx" ON "User"("role", "email");
CREATE INDEX "Product_createdAt_idx" ON "Product"("createdAt");
CREATE INDEX "Order_status_total_idx" ON "Order"("status", "total");
CREATE INDEX "EmailOutbox_createdAt_idx" ON "EmailOutbox"("createdAt");
CREATE INDEX "EmailOutbox_template_createdAt_idx" ON "EmailOutbox"("template", "createdAt");
