-- A credit note for a partial refund of an invoiced order (issue 13 section 2, docs/decisions/0030).
-- An invoice may now have several credit notes (partial refunds, then perhaps the reversal of what is
-- left), so invoiceId is no longer unique; a partial one names the Refund it documents (one note per
-- refund). Hand-written: the table keeps its no-update / no-delete triggers (never rebuilt). RESTRICT,
-- not SET NULL: an issued document is never updated.
DROP INDEX "TaxDocument_invoiceId_key";
CREATE INDEX "TaxDocument_invoiceId_idx" ON "TaxDocument"("invoiceId");

ALTER TABLE "TaxDocument" ADD COLUMN "refundId" TEXT REFERENCES "Refund" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE UNIQUE INDEX "TaxDocument_refundId_key" ON "TaxDocument"("refundId");
