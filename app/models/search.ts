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
 * Spellings Indian shoppers type for the same thing (issue 14 section 4). A
 * search word equal to one of a group's spellings (or to one with a plural
 * "s"/"es") matches any spelling of its group. Lower case, letters only; each
 * spelling is searched as a prefix, so "saree" also finds "sarees".
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ["kanjivaram", "kanjeevaram", "kanchipuram", "kancheepuram", "kanjivaran", "kanjeevaran"],
  ["lehenga", "lehnga", "lehanga", "lehengha", "lahenga", "lehangha"],
  ["saree", "sari", "saaree", "saari"],
  ["dupatta", "duppata", "dupata", "duppatta", "dupattas"],
  ["kurta", "kurtha"],
  ["kurti", "kurthi"],
  ["salwar", "shalwar", "salvar"],
  ["ghagra", "ghaghra", "gagra"],
  ["banarasi", "benarasi", "banarsi"],
  ["chanderi", "chendari"],
  ["organza", "organja"],
  ["georgette", "georgete", "jorjet"],
];

const SYNONYM_INDEX: ReadonlyMap<string, readonly string[]> = new Map(
  SEARCH_SYNONYMS.flatMap((group) => {
    return group.map((w) => [w, group] as const);
  }),
);

/** The spellings a search word stands for: itself, plus its group's other spellings (by the word or its singular). */
export function searchSpellings(token: string): string[] {
  const singular = [token, token.replace(/es$/, ""), token.replace(/s$/, "")];
  for (const form of singular) {
    const group = SYNONYM_INDEX.get(form);
    if (group) return [token, ...group.filter((w) => w !== token)];
  }
  return [token];
}

const quoted = (t: string) => `"${t.replace(/"/g, '""')}"*`;

/**
 * The MATCH expression for a shopper's search: every word as a quoted prefix
 * term, all required, in any order: 'Silk  SAR' -> '"silk"* "sar"*' (finds
 * "Silk Sarees"). A word with other spellings (SEARCH_SYNONYMS) becomes a
 * group of alternatives, and the words are then joined with an explicit AND
 * (FTS5 wants it after a parenthesised group): 'silk sari' ->
 * '"silk"* AND ("sari"* OR "saree"* OR ...)'. null when nothing searchable
 * remains (empty input or only punctuation): the caller decides what that
 * means (the catalogue: an empty search is no search; a search of only
 * punctuation finds nothing).
 */
export function buildSearchQuery(input: string): string | null {
  const tokens = searchTokens(input);
  if (tokens.length === 0) return null;
  const terms = tokens.map((t) => {
    const spellings = searchSpellings(t);
    return spellings.length === 1 ? quoted(t) : `(${spellings.map(quoted).join(" OR ")})`;
  });
  return terms.some((t) => t.startsWith("(")) ? terms.join(" AND ") : terms.join(" ");
}

/** Restricts a MATCH expression to some columns: '{name tags} : ("silk"*)'. */
export function scopeToColumns(match: string, columns: readonly string[] = PRODUCT_SEARCH_COLUMNS): string {
  return `{${columns.join(" ")}} : (${match})`;
}
