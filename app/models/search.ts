// Shopper text -> SQLite FTS5 MATCH expression. Pure, so it is unit-tested on
// its own; app/models/catalog.server.ts runs the query.
//
// The expression only ever contains double-quoted strings made of letters,
// digits and combining marks, each followed by `*`, so no input (quotes, FTS
// operators such as AND OR NOT NEAR ^ * : ( ), SQL, emoji, very long text) can
// change its syntax or make SQLite throw.

export const MAX_SEARCH_TOKENS = 8;
export const MAX_TOKEN_LENGTH = 64;
/** Only this much of the input is looked at (the shop cuts searches at 200 characters anyway). */
export const MAX_SEARCH_INPUT = 10_000;

/** The FTS5 table's searchable columns (migration 20261121010000_product_search). */
export const PRODUCT_SEARCH_COLUMNS = ["name", "description", "material", "tags", "category", "subcategory"] as const;

/**
 * The words of `input`: NFKC-normalised (full-width letters become ASCII),
 * lowercased, split on anything that is not a letter, digit or combining mark
 * (marks stay inside words so Devanagari or Gujarati words are not cut),
 * words without a letter or digit dropped, at most MAX_SEARCH_TOKENS.
 */
export function searchTokens(input: string): string[] {
  if (typeof input !== "string" || input === "") return [];
  const tokens: string[] = [];
  const text = input.slice(0, MAX_SEARCH_INPUT).normalize("NFKC").toLowerCase();
  for (const word of text.split(/[^\p{L}\p{N}\p{M}]+/u)) {
    if (!/[\p{L}\p{N}]/u.test(word)) continue;
    tokens.push(Array.from(word).slice(0, MAX_TOKEN_LENGTH).join(""));
    if (tokens.length === MAX_SEARCH_TOKENS) break;
  }
  return tokens;
}

/**
 * The MATCH expression for a shopper's search: every word as a quoted prefix
 * term, all required, in any order: 'Silk  SAR' -> '"silk"* "sar"*' (finds
 * "Silk Sarees"). null when nothing searchable remains (empty input or only
 * punctuation): the caller decides what that means (the catalogue: an empty
 * search is no search; a search of only punctuation finds nothing).
 */
export function buildSearchQuery(input: string): string | null {
  const tokens = searchTokens(input);
  if (tokens.length === 0) return null;
  return tokens.map((t) => `"${t.replace(/"/g, '""')}"*`).join(" ");
}

/** Restricts a MATCH expression to some columns: '{name tags} : ("silk"*)'. */
export function scopeToColumns(match: string, columns: readonly string[] = PRODUCT_SEARCH_COLUMNS): string {
  return `{${columns.join(" ")}} : (${match})`;
}
