-- Product search: an SQLite FTS5 index over product text, kept in sync by triggers.
--
-- Hand-written: Prisma's schema does not (and must not) declare this virtual table;
-- only app/models/catalog.server.ts reads it, with raw SQL. One row per product.
--
-- product_id is an indexed column (not UNINDEXED) so the triggers find a product's
-- row through the full-text index instead of scanning the whole table (a scan costs
-- ~100 ms per product edit at 100,000 products). `listed` is '1' for an active product,
-- '0' otherwise, so a shopper's plain search is counted and ranked inside the index
-- without reading every matching product (10x faster for a common word at 100,000
-- products). Shopper words are scoped to the text columns ({name description ...} : (...)),
-- so ids and flags never match a search.
--
-- WARNING for future migrations: when Prisma redefines "Product", "Category" or
-- "Subcategory" (CREATE "new_X", copy, DROP "X", rename), SQLite drops that table's
-- triggers. Such a migration must re-create the triggers below (and may rebuild the
-- index with: DELETE FROM "product_fts"; then the backfill INSERT at the end).
-- tests/integration/catalog.test.ts fails when a trigger is missing.
--
-- The same file also enforces "an archived product is inactive" (see below).

-- Archived products are always inactive (docs/decisions/0002-data-model.md). Kept true here
-- because the catalogue relies on it: "visible to shoppers" is just isActive = 1, so list
-- counts and category counts are answered from the (isActive, ...) indexes alone instead of
-- reading every row to check archivedAt. Writing an archived product as active stores it
-- inactive (archiving wins; un-archive first to re-activate). A RAISE(ABORT) would reach
-- Prisma as a misleading "Foreign key constraint violated", hence the correction instead.
-- Keep these two created BEFORE the product_fts triggers: SQLite runs the most recently
-- created trigger first, so on an insert the search row exists before this correction
-- updates it (the other order would index the product twice).
UPDATE "Product" SET "isActive" = 0 WHERE "archivedAt" IS NOT NULL AND "isActive" <> 0;

CREATE TRIGGER "product_archived_inactive_after_insert" AFTER INSERT ON "Product"
WHEN NEW."archivedAt" IS NOT NULL AND NEW."isActive" <> 0
BEGIN
    UPDATE "Product" SET "isActive" = 0 WHERE "id" = NEW."id";
END;

CREATE TRIGGER "product_archived_inactive_after_update" AFTER UPDATE OF "archivedAt", "isActive" ON "Product"
WHEN NEW."archivedAt" IS NOT NULL AND NEW."isActive" <> 0
BEGIN
    UPDATE "Product" SET "isActive" = 0 WHERE "id" = NEW."id";
END;

CREATE VIRTUAL TABLE "product_fts" USING fts5(
    product_id,
    listed,
    name,
    description,
    material,
    tags,
    category,
    subcategory,
    tokenize = 'porter unicode61 remove_diacritics 2'
);

-- A new product: its text plus its category and subcategory names.
CREATE TRIGGER "product_fts_after_insert" AFTER INSERT ON "Product" BEGIN
    INSERT INTO "product_fts" (product_id, listed, name, description, material, tags, category, subcategory)
    VALUES (
        NEW."id", CASE WHEN NEW."isActive" AND NEW."archivedAt" IS NULL THEN '1' ELSE '0' END, NEW."name", NEW."description", NEW."material", NEW."tags",
        (SELECT c."name" FROM "Category" c WHERE c."id" = NEW."categoryId"),
        (SELECT s."name" FROM "Subcategory" s WHERE s."id" = NEW."subcategoryId")
    );
END;

-- A deleted product. The phrase lookup on product_id uses the index; the exact
-- comparison keeps only this product's row. The second statement is a fallback
-- (a full scan) for an id with no letter or digit, which the phrase cannot find.
CREATE TRIGGER "product_fts_after_delete" AFTER DELETE ON "Product" BEGIN
    DELETE FROM "product_fts" WHERE rowid IN (
        SELECT rowid FROM "product_fts"
        WHERE "product_fts" MATCH 'product_id : "' || replace(OLD."id", '"', '""') || '"'
          AND product_id = OLD."id"
    );
    DELETE FROM "product_fts" WHERE OLD."id" NOT GLOB '*[A-Za-z0-9]*' AND product_id = OLD."id";
END;

-- A changed product: only when an indexed column changes (stock, price, rating
-- and review counts change often and do not touch the index).
CREATE TRIGGER "product_fts_after_update" AFTER UPDATE OF "id", "isActive", "name", "description", "material", "tags", "categoryId", "subcategoryId" ON "Product"
WHEN OLD."id" IS NOT NEW."id"
  OR OLD."isActive" IS NOT NEW."isActive"
  OR OLD."name" IS NOT NEW."name"
  OR OLD."description" IS NOT NEW."description"
  OR OLD."material" IS NOT NEW."material"
  OR OLD."tags" IS NOT NEW."tags"
  OR OLD."categoryId" IS NOT NEW."categoryId"
  OR OLD."subcategoryId" IS NOT NEW."subcategoryId"
BEGIN
    DELETE FROM "product_fts" WHERE rowid IN (
        SELECT rowid FROM "product_fts"
        WHERE "product_fts" MATCH 'product_id : "' || replace(OLD."id", '"', '""') || '"'
          AND product_id = OLD."id"
    );
    DELETE FROM "product_fts" WHERE OLD."id" NOT GLOB '*[A-Za-z0-9]*' AND product_id = OLD."id";
    INSERT INTO "product_fts" (product_id, listed, name, description, material, tags, category, subcategory)
    VALUES (
        NEW."id", CASE WHEN NEW."isActive" AND NEW."archivedAt" IS NULL THEN '1' ELSE '0' END, NEW."name", NEW."description", NEW."material", NEW."tags",
        (SELECT c."name" FROM "Category" c WHERE c."id" = NEW."categoryId"),
        (SELECT s."name" FROM "Subcategory" s WHERE s."id" = NEW."subcategoryId")
    );
END;

-- A renamed category or subcategory: refresh the rows of its products (rare; an admin action).
CREATE TRIGGER "product_fts_after_category_rename" AFTER UPDATE OF "name" ON "Category"
WHEN OLD."name" IS NOT NEW."name"
BEGIN
    UPDATE "product_fts" SET category = NEW."name"
    WHERE product_id IN (SELECT p."id" FROM "Product" p WHERE p."categoryId" = NEW."id");
END;

CREATE TRIGGER "product_fts_after_subcategory_rename" AFTER UPDATE OF "name" ON "Subcategory"
WHEN OLD."name" IS NOT NEW."name"
BEGIN
    UPDATE "product_fts" SET subcategory = NEW."name"
    WHERE product_id IN (SELECT p."id" FROM "Product" p WHERE p."subcategoryId" = NEW."id");
END;

-- Backfill the products that exist already.
INSERT INTO "product_fts" (product_id, listed, name, description, material, tags, category, subcategory)
SELECT p."id", CASE WHEN p."isActive" AND p."archivedAt" IS NULL THEN '1' ELSE '0' END, p."name", p."description", p."material", p."tags", c."name", s."name"
FROM "Product" p
LEFT JOIN "Category" c ON c."id" = p."categoryId"
LEFT JOIN "Subcategory" s ON s."id" = p."subcategoryId";
