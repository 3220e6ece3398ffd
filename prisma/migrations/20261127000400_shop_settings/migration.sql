-- The shop's settings (docs/decisions/0022-shop-settings.md): one row, id 1, written by
-- /admin/settings. Until the first save the row does not exist and the environment (SHOP_NAME,
-- SHOP_ADDRESS, SHOP_PHONE, SHOP_GSTIN) and utils/constants.ts give the values.
-- Written by hand: a new table only, no existing table is rebuilt.
CREATE TABLE "ShopSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shopName" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "pincode" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "gstin" TEXT NOT NULL,
    "freeShippingThreshold" INTEGER NOT NULL,
    "codMinTotal" INTEGER NOT NULL,
    "lowStockThreshold" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" DATETIME NOT NULL,
    "updatedById" TEXT
);

-- Public pages show these settings (footer, contact page, free-shipping and COD notes, "Only N
-- left"), so a change bumps the catalogue version the page cache keys on (row 2); the admin
-- dashboard's low-stock list reads the threshold, so row 1 too.
CREATE TRIGGER "DataVersion_ShopSettings_insert" AFTER INSERT ON "ShopSettings" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" IN (1, 2); END;
CREATE TRIGGER "DataVersion_ShopSettings_update" AFTER UPDATE ON "ShopSettings" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" IN (1, 2); END;
CREATE TRIGGER "DataVersion_ShopSettings_delete" AFTER DELETE ON "ShopSettings" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" IN (1, 2); END;
