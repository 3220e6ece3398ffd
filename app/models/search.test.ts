import { describe, expect, it } from "vitest";
import { buildSearchQuery, MAX_SEARCH_TOKENS, MAX_TOKEN_LENGTH, scopeToColumns, searchTokens } from "~/models/search";

// The expression may only contain quoted prefix terms: "word"* separated by spaces.
const SAFE = /^"[\p{L}\p{N}\p{M}]+"\*( "[\p{L}\p{N}\p{M}]+"\*)*$/u;

describe("buildSearchQuery", () => {
  it("quotes every word as a prefix term, lowercased, in the given order", () => {
    expect(buildSearchQuery("silk sar")).toBe('"silk"* "sar"*');
    expect(buildSearchQuery("Silk  SAREES")).toBe('"silk"* "sarees"*');
    expect(buildSearchQuery("sar silk")).toBe('"sar"* "silk"*');
  });

  it("splits on anything that is not a letter or digit", () => {
    expect(buildSearchQuery("red/blue-kurta_set,2024")).toBe('"red"* "blue"* "kurta"* "set"* "2024"*');
    expect(buildSearchQuery("  \t\nsilk\u00a0saree  ")).toBe('"silk"* "saree"*');
  });

  it("returns null when nothing searchable remains", () => {
    expect(buildSearchQuery("")).toBeNull();
    expect(buildSearchQuery("   ")).toBeNull();
    expect(buildSearchQuery("!!! ??? --- ***")).toBeNull();
    expect(buildSearchQuery('"')).toBeNull();
    expect(buildSearchQuery("🙂🎉")).toBeNull();
    expect(buildSearchQuery("\u0301\u0302")).toBeNull(); // combining marks alone
    expect(buildSearchQuery(undefined as unknown as string)).toBeNull();
  });

  it("neutralises FTS5 syntax: operators become plain words, quotes and specials vanish", () => {
    expect(buildSearchQuery('"silk')).toBe('"silk"*');
    expect(buildSearchQuery('silk" OR "x')).toBe('"silk"* "or"* "x"*');
    expect(buildSearchQuery("silk AND saree NOT cotton")).toBe('"silk"* "and"* "saree"* "not"* "cotton"*');
    expect(buildSearchQuery("NEAR(silk saree, 2)")).toBe('"near"* "silk"* "saree"* "2"*');
    expect(buildSearchQuery("^silk name:saree {name} : (x) * +y -z")).toBe('"silk"* "name"* "saree"* "name"* "x"* "y"* "z"*');
    expect(buildSearchQuery("'; DROP TABLE \"Product\"; --")).toBe('"drop"* "table"* "product"*');
  });

  it("keeps Unicode letters, digits and combining marks; folds full-width forms", () => {
    expect(buildSearchQuery("Café Lehenga")).toBe('"café"* "lehenga"*');
    expect(buildSearchQuery("साड़ी बनारसी")).toBe('"साड़ी"* "बनारसी"*');
    expect(buildSearchQuery("ＳＩＬＫ")).toBe('"silk"*');
    expect(buildSearchQuery("saree🙂silk")).toBe('"saree"* "silk"*');
  });

  it("uses at most 8 words, each at most 64 characters", () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    const query = buildSearchQuery(words.join(" "))!;
    expect(query.split(" ")).toHaveLength(MAX_SEARCH_TOKENS);
    expect(query.startsWith('"w0"* "w1"*')).toBe(true);
    const long = buildSearchQuery("a".repeat(1000))!;
    expect(long).toBe(`"${"a".repeat(MAX_TOKEN_LENGTH)}"*`);
  });

  it("produces only quoted prefix terms for hostile input", () => {
    const hostile = [
      '"',
      '""',
      "*",
      "silk*",
      "NEAR(",
      "NEAR(a b",
      "a OR b",
      "a AND",
      "NOT",
      "(((",
      ")",
      "col:val",
      "^start",
      "{name}",
      "'; DROP TABLE Product; --",
      "1=1 OR 'a'='a'",
      "x".repeat(1000),
      "🙂".repeat(500),
      "\u0000\u0001\u001f",
      "\ud800 lone surrogate",
      "a\u0301",
      "%_[]\\",
      "<script>alert(1)</script>",
      Array.from({ length: 1000 }, (_, i) => String.fromCharCode(32 + (i % 95))).join(""),
    ];
    for (const input of hostile) {
      const query = buildSearchQuery(input);
      if (query !== null) expect(query, input.slice(0, 40)).toMatch(SAFE);
    }
  });

  it("handles a huge input quickly", () => {
    const started = Date.now();
    expect(buildSearchQuery("silk ".repeat(200_000))).toBe(Array(MAX_SEARCH_TOKENS).fill('"silk"*').join(" "));
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe("searchTokens and scopeToColumns", () => {
  it("returns the words", () => {
    expect(searchTokens("Banarasi, SILK!")).toEqual(["banarasi", "silk"]);
    expect(searchTokens("")).toEqual([]);
  });

  it("scopes an expression to columns", () => {
    expect(scopeToColumns('"silk"*', ["name", "tags"])).toBe('{name tags} : ("silk"*)');
    expect(scopeToColumns('"a"*')).toBe('{name description material tags category subcategory} : ("a"*)');
  });
});
