-- GST tax invoices and credit notes (docs/decisions/0017-gst-invoices.md).
-- Written by hand: only ADD COLUMN and CREATE TABLE, so the existing tables (and the FTS and
-- DataVersion triggers on User, Product and Order) are never rebuilt.

ALTER TABLE "Category" ADD COLUMN "hsnCode" TEXT;

ALTER TABLE "Product" ADD COLUMN "hsnCode" TEXT;

CREATE TABLE "TaxDocumentCounter" (
    "series" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("series", "financialYear")
);

CREATE TABLE "TaxDocument" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "orderId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "reason" TEXT,
    "issuedAt" DATETIME NOT NULL,
    "sellerName" TEXT NOT NULL,
    "sellerAddress" TEXT NOT NULL,
    "sellerGstin" TEXT NOT NULL,
    "sellerStateCode" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerAddress" TEXT NOT NULL,
    "buyerPhone" TEXT,
    "deliveryAddress" TEXT NOT NULL,
    "placeOfSupplyState" TEXT NOT NULL,
    "placeOfSupplyCode" TEXT NOT NULL,
    "intraState" BOOLEAN NOT NULL,
    "taxableValue" INTEGER NOT NULL,
    "cgst" INTEGER NOT NULL,
    "sgst" INTEGER NOT NULL,
    "igst" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "orderNumber" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TaxDocument_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "TaxDocument_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "TaxDocument" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

CREATE TABLE "TaxDocumentLine" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "documentId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "hsnCode" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit" TEXT NOT NULL DEFAULT 'PCS',
    "unitPrice" INTEGER NOT NULL,
    "discount" INTEGER NOT NULL DEFAULT 0,
    "taxableValue" INTEGER NOT NULL,
    "rate" INTEGER NOT NULL,
    "cgst" INTEGER NOT NULL,
    "sgst" INTEGER NOT NULL,
    "igst" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    CONSTRAINT "TaxDocumentLine_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "TaxDocument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "TaxDocument_number_key" ON "TaxDocument"("number");

CREATE UNIQUE INDEX "TaxDocument_invoiceId_key" ON "TaxDocument"("invoiceId");

CREATE INDEX "TaxDocument_orderId_kind_idx" ON "TaxDocument"("orderId", "kind");

CREATE INDEX "TaxDocument_issuedAt_idx" ON "TaxDocument"("issuedAt");

CREATE UNIQUE INDEX "TaxDocument_series_financialYear_sequence_key" ON "TaxDocument"("series", "financialYear", "sequence");

CREATE UNIQUE INDEX "TaxDocumentLine_documentId_position_key" ON "TaxDocumentLine"("documentId", "position");


-- An issued document never changes and is never deleted (CGST Rules 46 and 53; a mistake is
-- corrected by a credit note, not by editing the invoice).
CREATE TRIGGER "TaxDocument_no_update" BEFORE UPDATE ON "TaxDocument" BEGIN SELECT RAISE(ABORT, 'An issued tax document cannot be changed'); END;
CREATE TRIGGER "TaxDocument_no_delete" BEFORE DELETE ON "TaxDocument" BEGIN SELECT RAISE(ABORT, 'An issued tax document cannot be deleted'); END;
CREATE TRIGGER "TaxDocumentLine_no_update" BEFORE UPDATE ON "TaxDocumentLine" BEGIN SELECT RAISE(ABORT, 'An issued tax document cannot be changed'); END;

-- HSN codes of the demo catalogue's categories (the decision note gives the reasons).
UPDATE "Category" SET "hsnCode" = '5007' WHERE "slug" IN ('silk-sarees', 'south-indian-sarees') AND "hsnCode" IS NULL;
UPDATE "Category" SET "hsnCode" = '5407' WHERE "slug" = 'designer-sarees' AND "hsnCode" IS NULL;
UPDATE "Category" SET "hsnCode" = '5208' WHERE "slug" = 'cotton-sarees' AND "hsnCode" IS NULL;
UPDATE "Category" SET "hsnCode" = '6204' WHERE "slug" IN ('wedding-lehengas', 'lehengas', 'party-wear') AND "hsnCode" IS NULL;
UPDATE "Category" SET "hsnCode" = '6211' WHERE "slug" = 'kurtas' AND "hsnCode" IS NULL;
