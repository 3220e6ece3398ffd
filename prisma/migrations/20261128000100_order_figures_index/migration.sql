-- Admin figures (issue 13, bench/admin.ts): the dashboard and analytics read every order of a window
-- (up to a year) for a handful of columns. Read from the Order table that is one 22 MB walk of wide rows
-- (addresses, notes) at 50,000 orders, most of it cold on a process's first call; read from this
-- covering index it is a range of about a quarter of the pages. It starts with createdAt, so it
-- replaces the plain (createdAt) index.
DROP INDEX "Order_createdAt_idx";

CREATE INDEX "Order_createdAt_figures_idx" ON "Order"("createdAt", "paymentStatus", "status", "total", "subtotal", "discount", "shipping", "id", "userId", "shipCity");
