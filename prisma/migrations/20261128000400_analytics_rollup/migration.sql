-- Analytics roll-ups kept by triggers (issue 13, docs/decisions/0037; 0030 section 1). Hand-written:
-- new tables and triggers only; "Order", "OrderItem" and "Refund" are not rebuilt.
--
-- OrderFigure: each order's contribution as last added (its Kolkata day, what the shop kept of it by
-- the definitions in app/models/analytics.server.ts, and its money columns), so a change subtracts
-- exactly what was added before adding the new contribution.
-- DailyFigures: per Kolkata day, the orders placed and, of the counted ones (kept > 0), how many,
-- their revenue (kept), gross (subtotal), discounts, shipping and refunds (total - kept).
-- MonthlyProductSales and DailyProductSales: per product and Kolkata month (day), the counted orders'
-- units and line revenue (price x quantity). A product whose sales are undone keeps a row of zeros.
CREATE TABLE "OrderFigure" (
    "orderId" TEXT NOT NULL PRIMARY KEY,
    "day" TEXT NOT NULL,
    "kept" INTEGER NOT NULL,
    "subtotal" INTEGER NOT NULL,
    "discount" INTEGER NOT NULL,
    "shipping" INTEGER NOT NULL,
    "total" INTEGER NOT NULL
);
CREATE TABLE "DailyFigures" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "placed" INTEGER NOT NULL DEFAULT 0,
    "counted" INTEGER NOT NULL DEFAULT 0,
    "revenue" INTEGER NOT NULL DEFAULT 0,
    "gross" INTEGER NOT NULL DEFAULT 0,
    "discounts" INTEGER NOT NULL DEFAULT 0,
    "shipping" INTEGER NOT NULL DEFAULT 0,
    "refunds" INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE "MonthlyProductSales" (
    "productId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "units" INTEGER NOT NULL DEFAULT 0,
    "revenue" INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY ("productId", "month")
);
CREATE TABLE "DailyProductSales" (
    "productId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "units" INTEGER NOT NULL DEFAULT 0,
    "revenue" INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY ("productId", "day")
);
CREATE INDEX "DailyProductSales_day_idx" ON "DailyProductSales"("day", "productId", "units", "revenue");
CREATE INDEX "MonthlyProductSales_month_idx" ON "MonthlyProductSales"("month", "productId", "units", "revenue");

-- Today's orders.
INSERT INTO "OrderFigure" ("orderId", "day", "kept", "subtotal", "discount", "shipping", "total")
  SELECT o."id", (CASE WHEN substr(o."createdAt", 12, 5) >= '18:30' THEN date(substr(o."createdAt", 1, 10), '+1 day') ELSE substr(o."createdAt", 1, 10) END), (CASE WHEN (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered') THEN (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) ELSE 0 END), o."subtotal", o."discount", o."shipping", o."total" FROM "Order" o;
INSERT INTO "DailyFigures" ("day", "placed", "counted", "revenue", "gross", "discounts", "shipping", "refunds")
  SELECT f."day", count(*), sum(f."kept" > 0), sum(f."kept"), sum(CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), sum(CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         sum(CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), sum(CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f GROUP BY f."day";
INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
  SELECT oi."productId", substr(f."day", 1, 7), sum(oi."quantity"), sum(oi."price" * oi."quantity")
    FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."kept" > 0 GROUP BY oi."productId", substr(f."day", 1, 7);
INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
  SELECT oi."productId", f."day", sum(oi."quantity"), sum(oi."price" * oi."quantity")
    FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."kept" > 0 GROUP BY oi."productId", f."day";

-- An order placed or changed (status, payment status, money, date): its contribution is replaced.
CREATE TRIGGER "OrderFigure_Order_insert" AFTER INSERT ON "Order" BEGIN
  -- the order's old contribution out
  UPDATE "DailyFigures" SET "placed" = "DailyFigures"."placed" - 1, "counted" = "DailyFigures"."counted" - (f."kept" > 0), "revenue" = "DailyFigures"."revenue" - f."kept",
         "gross" = "DailyFigures"."gross" - (CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), "discounts" = "DailyFigures"."discounts" - (CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         "shipping" = "DailyFigures"."shipping" - (CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), "refunds" = "DailyFigures"."refunds" - (CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f WHERE f."orderId" = NEW."id" AND "DailyFigures"."day" = f."day";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  -- its contribution now
  INSERT OR REPLACE INTO "OrderFigure" ("orderId", "day", "kept", "subtotal", "discount", "shipping", "total")
    SELECT o."id", (CASE WHEN substr(o."createdAt", 12, 5) >= '18:30' THEN date(substr(o."createdAt", 1, 10), '+1 day') ELSE substr(o."createdAt", 1, 10) END), (CASE WHEN (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered') THEN (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) ELSE 0 END), o."subtotal", o."discount", o."shipping", o."total" FROM "Order" o WHERE o."id" = NEW."id";
  INSERT INTO "DailyFigures" ("day", "placed", "counted", "revenue", "gross", "discounts", "shipping", "refunds")
    SELECT f."day", 1, f."kept" > 0, f."kept", CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END,
           CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END
      FROM "OrderFigure" f WHERE f."orderId" = NEW."id"
    ON CONFLICT ("day") DO UPDATE SET "placed" = "placed" + excluded."placed", "counted" = "counted" + excluded."counted", "revenue" = "revenue" + excluded."revenue",
       "gross" = "gross" + excluded."gross", "discounts" = "discounts" + excluded."discounts", "shipping" = "shipping" + excluded."shipping", "refunds" = "refunds" + excluded."refunds";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
CREATE TRIGGER "OrderFigure_Order_update" AFTER UPDATE OF "status", "paymentStatus", "total", "subtotal", "discount", "shipping", "createdAt" ON "Order" BEGIN
  -- the order's old contribution out
  UPDATE "DailyFigures" SET "placed" = "DailyFigures"."placed" - 1, "counted" = "DailyFigures"."counted" - (f."kept" > 0), "revenue" = "DailyFigures"."revenue" - f."kept",
         "gross" = "DailyFigures"."gross" - (CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), "discounts" = "DailyFigures"."discounts" - (CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         "shipping" = "DailyFigures"."shipping" - (CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), "refunds" = "DailyFigures"."refunds" - (CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f WHERE f."orderId" = NEW."id" AND "DailyFigures"."day" = f."day";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  -- its contribution now
  INSERT OR REPLACE INTO "OrderFigure" ("orderId", "day", "kept", "subtotal", "discount", "shipping", "total")
    SELECT o."id", (CASE WHEN substr(o."createdAt", 12, 5) >= '18:30' THEN date(substr(o."createdAt", 1, 10), '+1 day') ELSE substr(o."createdAt", 1, 10) END), (CASE WHEN (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered') THEN (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) ELSE 0 END), o."subtotal", o."discount", o."shipping", o."total" FROM "Order" o WHERE o."id" = NEW."id";
  INSERT INTO "DailyFigures" ("day", "placed", "counted", "revenue", "gross", "discounts", "shipping", "refunds")
    SELECT f."day", 1, f."kept" > 0, f."kept", CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END,
           CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END
      FROM "OrderFigure" f WHERE f."orderId" = NEW."id"
    ON CONFLICT ("day") DO UPDATE SET "placed" = "placed" + excluded."placed", "counted" = "counted" + excluded."counted", "revenue" = "revenue" + excluded."revenue",
       "gross" = "gross" + excluded."gross", "discounts" = "discounts" + excluded."discounts", "shipping" = "shipping" + excluded."shipping", "refunds" = "refunds" + excluded."refunds";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."id" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
-- A refund added, settled, failed or removed changes what a partly refunded order kept.
CREATE TRIGGER "OrderFigure_Refund_insert" AFTER INSERT ON "Refund" BEGIN
  -- the order's old contribution out
  UPDATE "DailyFigures" SET "placed" = "DailyFigures"."placed" - 1, "counted" = "DailyFigures"."counted" - (f."kept" > 0), "revenue" = "DailyFigures"."revenue" - f."kept",
         "gross" = "DailyFigures"."gross" - (CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), "discounts" = "DailyFigures"."discounts" - (CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         "shipping" = "DailyFigures"."shipping" - (CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), "refunds" = "DailyFigures"."refunds" - (CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId" AND "DailyFigures"."day" = f."day";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  -- its contribution now
  INSERT OR REPLACE INTO "OrderFigure" ("orderId", "day", "kept", "subtotal", "discount", "shipping", "total")
    SELECT o."id", (CASE WHEN substr(o."createdAt", 12, 5) >= '18:30' THEN date(substr(o."createdAt", 1, 10), '+1 day') ELSE substr(o."createdAt", 1, 10) END), (CASE WHEN (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered') THEN (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) ELSE 0 END), o."subtotal", o."discount", o."shipping", o."total" FROM "Order" o WHERE o."id" = NEW."orderId";
  INSERT INTO "DailyFigures" ("day", "placed", "counted", "revenue", "gross", "discounts", "shipping", "refunds")
    SELECT f."day", 1, f."kept" > 0, f."kept", CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END,
           CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END
      FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId"
    ON CONFLICT ("day") DO UPDATE SET "placed" = "placed" + excluded."placed", "counted" = "counted" + excluded."counted", "revenue" = "revenue" + excluded."revenue",
       "gross" = "gross" + excluded."gross", "discounts" = "discounts" + excluded."discounts", "shipping" = "shipping" + excluded."shipping", "refunds" = "refunds" + excluded."refunds";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
CREATE TRIGGER "OrderFigure_Refund_update" AFTER UPDATE OF "status", "amount", "orderId" ON "Refund" BEGIN
  -- the order's old contribution out
  UPDATE "DailyFigures" SET "placed" = "DailyFigures"."placed" - 1, "counted" = "DailyFigures"."counted" - (f."kept" > 0), "revenue" = "DailyFigures"."revenue" - f."kept",
         "gross" = "DailyFigures"."gross" - (CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), "discounts" = "DailyFigures"."discounts" - (CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         "shipping" = "DailyFigures"."shipping" - (CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), "refunds" = "DailyFigures"."refunds" - (CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId" AND "DailyFigures"."day" = f."day";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  -- its contribution now
  INSERT OR REPLACE INTO "OrderFigure" ("orderId", "day", "kept", "subtotal", "discount", "shipping", "total")
    SELECT o."id", (CASE WHEN substr(o."createdAt", 12, 5) >= '18:30' THEN date(substr(o."createdAt", 1, 10), '+1 day') ELSE substr(o."createdAt", 1, 10) END), (CASE WHEN (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered') THEN (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) ELSE 0 END), o."subtotal", o."discount", o."shipping", o."total" FROM "Order" o WHERE o."id" = OLD."orderId";
  INSERT INTO "DailyFigures" ("day", "placed", "counted", "revenue", "gross", "discounts", "shipping", "refunds")
    SELECT f."day", 1, f."kept" > 0, f."kept", CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END,
           CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END
      FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId"
    ON CONFLICT ("day") DO UPDATE SET "placed" = "placed" + excluded."placed", "counted" = "counted" + excluded."counted", "revenue" = "revenue" + excluded."revenue",
       "gross" = "gross" + excluded."gross", "discounts" = "discounts" + excluded."discounts", "shipping" = "shipping" + excluded."shipping", "refunds" = "refunds" + excluded."refunds";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  -- the order's old contribution out
  UPDATE "DailyFigures" SET "placed" = "DailyFigures"."placed" - 1, "counted" = "DailyFigures"."counted" - (f."kept" > 0), "revenue" = "DailyFigures"."revenue" - f."kept",
         "gross" = "DailyFigures"."gross" - (CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), "discounts" = "DailyFigures"."discounts" - (CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         "shipping" = "DailyFigures"."shipping" - (CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), "refunds" = "DailyFigures"."refunds" - (CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId" AND "DailyFigures"."day" = f."day";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  -- its contribution now
  INSERT OR REPLACE INTO "OrderFigure" ("orderId", "day", "kept", "subtotal", "discount", "shipping", "total")
    SELECT o."id", (CASE WHEN substr(o."createdAt", 12, 5) >= '18:30' THEN date(substr(o."createdAt", 1, 10), '+1 day') ELSE substr(o."createdAt", 1, 10) END), (CASE WHEN (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered') THEN (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) ELSE 0 END), o."subtotal", o."discount", o."shipping", o."total" FROM "Order" o WHERE o."id" = NEW."orderId";
  INSERT INTO "DailyFigures" ("day", "placed", "counted", "revenue", "gross", "discounts", "shipping", "refunds")
    SELECT f."day", 1, f."kept" > 0, f."kept", CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END,
           CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END
      FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId"
    ON CONFLICT ("day") DO UPDATE SET "placed" = "placed" + excluded."placed", "counted" = "counted" + excluded."counted", "revenue" = "revenue" + excluded."revenue",
       "gross" = "gross" + excluded."gross", "discounts" = "discounts" + excluded."discounts", "shipping" = "shipping" + excluded."shipping", "refunds" = "refunds" + excluded."refunds";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = NEW."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
CREATE TRIGGER "OrderFigure_Refund_delete" AFTER DELETE ON "Refund" BEGIN
  -- the order's old contribution out
  UPDATE "DailyFigures" SET "placed" = "DailyFigures"."placed" - 1, "counted" = "DailyFigures"."counted" - (f."kept" > 0), "revenue" = "DailyFigures"."revenue" - f."kept",
         "gross" = "DailyFigures"."gross" - (CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), "discounts" = "DailyFigures"."discounts" - (CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         "shipping" = "DailyFigures"."shipping" - (CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), "refunds" = "DailyFigures"."refunds" - (CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId" AND "DailyFigures"."day" = f."day";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", -sum(oi."quantity"), -sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  -- its contribution now
  INSERT OR REPLACE INTO "OrderFigure" ("orderId", "day", "kept", "subtotal", "discount", "shipping", "total")
    SELECT o."id", (CASE WHEN substr(o."createdAt", 12, 5) >= '18:30' THEN date(substr(o."createdAt", 1, 10), '+1 day') ELSE substr(o."createdAt", 1, 10) END), (CASE WHEN (o."paymentStatus" IN ('paid', 'partially_refunded', 'refunded') OR o."status" = 'delivered') THEN (CASE o."paymentStatus" WHEN 'refunded' THEN 0 WHEN 'partially_refunded' THEN o."total" - coalesce((SELECT sum(r."amount") FROM "Refund" r WHERE r."orderId" = o."id" AND r."status" IN ('pending', 'processed')), 0) ELSE o."total" END) ELSE 0 END), o."subtotal", o."discount", o."shipping", o."total" FROM "Order" o WHERE o."id" = OLD."orderId";
  INSERT INTO "DailyFigures" ("day", "placed", "counted", "revenue", "gross", "discounts", "shipping", "refunds")
    SELECT f."day", 1, f."kept" > 0, f."kept", CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END,
           CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END, CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END
      FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId"
    ON CONFLICT ("day") DO UPDATE SET "placed" = "placed" + excluded."placed", "counted" = "counted" + excluded."counted", "revenue" = "revenue" + excluded."revenue",
       "gross" = "gross" + excluded."gross", "discounts" = "discounts" + excluded."discounts", "shipping" = "shipping" + excluded."shipping", "refunds" = "refunds" + excluded."refunds";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT oi."productId", substr(f."day", 1, 7), sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT oi."productId", f."day", sum(oi."quantity"), sum(oi."price" * oi."quantity")
      FROM "OrderFigure" f JOIN "OrderItem" oi ON oi."orderId" = f."orderId" WHERE f."orderId" = OLD."orderId" AND f."kept" > 0 GROUP BY oi."productId"
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
-- Order lines: counted orders' lines are in MonthlyProductSales and DailyProductSales.
CREATE TRIGGER "OrderFigure_OrderItem_insert" AFTER INSERT ON "OrderItem" BEGIN
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT NEW."productId", substr(f."day", 1, 7), NEW."quantity", NEW."price" * NEW."quantity" FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT NEW."productId", f."day", NEW."quantity", NEW."price" * NEW."quantity" FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
CREATE TRIGGER "OrderFigure_OrderItem_update" AFTER UPDATE OF "productId", "quantity", "price", "orderId" ON "OrderItem" BEGIN
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT OLD."productId", substr(f."day", 1, 7), -OLD."quantity", -OLD."price" * OLD."quantity" FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT OLD."productId", f."day", -OLD."quantity", -OLD."price" * OLD."quantity" FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT NEW."productId", substr(f."day", 1, 7), NEW."quantity", NEW."price" * NEW."quantity" FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT NEW."productId", f."day", NEW."quantity", NEW."price" * NEW."quantity" FROM "OrderFigure" f WHERE f."orderId" = NEW."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
CREATE TRIGGER "OrderFigure_OrderItem_delete" AFTER DELETE ON "OrderItem" BEGIN
  INSERT INTO "MonthlyProductSales" ("productId", "month", "units", "revenue")
    SELECT OLD."productId", substr(f."day", 1, 7), -OLD."quantity", -OLD."price" * OLD."quantity" FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "month") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
  INSERT INTO "DailyProductSales" ("productId", "day", "units", "revenue")
    SELECT OLD."productId", f."day", -OLD."quantity", -OLD."price" * OLD."quantity" FROM "OrderFigure" f WHERE f."orderId" = OLD."orderId" AND f."kept" > 0
    ON CONFLICT ("productId", "day") DO UPDATE SET "units" = "units" + excluded."units", "revenue" = "revenue" + excluded."revenue";
END;
-- An order deleted (its lines go first, by the cascade): its day's figures without it.
CREATE TRIGGER "OrderFigure_Order_delete" AFTER DELETE ON "Order" BEGIN
  UPDATE "DailyFigures" SET "placed" = "DailyFigures"."placed" - 1, "counted" = "DailyFigures"."counted" - (f."kept" > 0), "revenue" = "DailyFigures"."revenue" - f."kept",
         "gross" = "DailyFigures"."gross" - (CASE WHEN f."kept" > 0 THEN f."subtotal" ELSE 0 END), "discounts" = "DailyFigures"."discounts" - (CASE WHEN f."kept" > 0 THEN f."discount" ELSE 0 END),
         "shipping" = "DailyFigures"."shipping" - (CASE WHEN f."kept" > 0 THEN f."shipping" ELSE 0 END), "refunds" = "DailyFigures"."refunds" - (CASE WHEN f."kept" > 0 THEN f."total" - f."kept" ELSE 0 END)
    FROM "OrderFigure" f WHERE f."orderId" = OLD."id" AND "DailyFigures"."day" = f."day";
  DELETE FROM "OrderFigure" WHERE "orderId" = OLD."id";
END;
