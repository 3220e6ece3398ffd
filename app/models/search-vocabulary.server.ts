import { getRawConnection } from "~/db.server";
import { SearchVocabulary, vocabularyWords } from "~/models/search-typos";
import { SEARCH_SYNONYMS } from "~/models/search";
import { catalogVersion } from "~/utils/data-cache.server";

// The catalogue's vocabulary for typo tolerance (decision 0031): the distinct
// words of listed products' names, fabrics and tags and of the category and
// subcategory names, with how many products use each. Kept in memory and
// refreshed when the catalogue version (DataVersion row 2) changes. The first
// build is awaited; later ones run in the background, at most one a minute,
// while the previous vocabulary keeps answering (a word of a product added a
// moment ago is found by the search as typed anyway: corrections are only
// tried for searches that find nothing as typed).

const REFRESH_MS = 60_000;

let current: { vocabulary: SearchVocabulary; version: number; builtAt: number } | null = null;
let building: Promise<SearchVocabulary> | null = null;

const CHUNK = 5_000;

/**
 * Reads the vocabulary from the database, 5,000 products at a time with a
 * pause between (a full read of 100,000 products takes a few hundred ms, see
 * bench/search-typos.ts; in chunks no request waits behind all of it).
 */
export async function buildSearchVocabulary(): Promise<SearchVocabulary> {
  const db = await getRawConnection();
  const counts = new Map<string, number>();
  const add = (text: string | null) => {
    if (!text) return;
    for (const word of vocabularyWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  };
  const products = db.prepare<[number, number], { rowid: number; name: string; material: string | null; tags: string | null }>(
    `SELECT rowid AS "rowid", "name", "material", "tags" FROM "Product" WHERE rowid > ? AND "isActive" = 1 AND "archivedAt" IS NULL ORDER BY rowid LIMIT ?`,
  );
  for (let after = 0; ; ) {
    const rows = products.all(after, CHUNK);
    // One product's words count once however many of its fields use them.
    for (const row of rows) add(`${row.name} ${row.material ?? ""} ${row.tags ?? ""}`);
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1].rowid;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const categories = db.prepare<[], { name: string }>(`SELECT "name" FROM "Category" WHERE "isActive" = 1 UNION ALL SELECT "name" FROM "Subcategory"`);
  for (const row of categories.all()) add(row.name);
  for (const group of SEARCH_SYNONYMS) for (const word of group) if (!counts.has(word)) counts.set(word, 0);
  return new SearchVocabulary(counts);
}

/** The vocabulary for the current catalogue (see above for when it is rebuilt). */
export async function getSearchVocabulary({ now = Date.now() } = {}): Promise<SearchVocabulary> {
  const version = await catalogVersion();
  if (current && (current.version === version || now - current.builtAt < REFRESH_MS)) return current.vocabulary;
  if (!building) {
    building = buildSearchVocabulary()
      .then((vocabulary) => {
        current = { vocabulary, version, builtAt: Date.now() };
        return vocabulary;
      })
      .finally(() => {
        building = null;
      });
    // A failed background refresh keeps the old vocabulary; the next search tries again.
    if (current) building.catch((error) => console.warn("[search] vocabulary refresh failed:", (error as Error).message));
  }
  return current ? current.vocabulary : building;
}

/** Starts building the vocabulary if there is none yet (the shop's first page), so the first search rarely waits for it. */
export function warmSearchVocabulary(): void {
  if (current || building) return;
  getSearchVocabulary().catch((error) => console.warn("[search] vocabulary build failed:", (error as Error).message));
}

/** Forgets the vocabulary (tests). */
export function resetSearchVocabulary(): void {
  current = null;
  building = null;
}
