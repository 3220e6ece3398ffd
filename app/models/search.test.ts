import { describe, expect, it } from "vitest";
import { buildSearchQuery, MAX_SEARCH_TOKENS, MAX_TOKEN_LENGTH, scopeToColumns, searchTokens } from "~/models/search";

// The expression may only contain quoted prefix terms: "word"* separated by spaces.
const SAFE = /^"[\p{L}\p{N}\p{M}]+"\*( "[\p{L}\p{N}\p{M}]+"\*)*$/u;

// Each rule with the inputs that show it and the expression each becomes (null: nothing to search).
const RULES: Array<[string, Array<[string, string | null]>]> = [
  [
    "quotes every word as a prefix term, lowercased, in the given order",
    [
      ["silk sar", '"silk"* "sar"*'],
      ["Silk  SAREES", '"silk"* "sarees"*'],
      ["sar silk", '"sar"* "silk"*'],
    ],
  ],
  [
    "splits on anything that is not a letter or digit",
    [
      ["red/blue-kurta_set,2024", '"red"* "blue"* "kurta"* "set"* "2024"*'],
      ["  \t\nsilk\u00a0saree  ", '"silk"* "saree"*'],
    ],
  ],
  [
    "returns null when nothing searchable remains",
    [
      ["", null],
      ["   ", null],
      ["!!! ??? --- ***", null],
      ['"', null],
      ["🙂🎉", null],
      ["\u0301\u0302", null], // combining marks alone
      [undefined as unknown as string, null],
    ],
  ],
  [
    "neutralises FTS5 syntax: operators become plain words, quotes and specials vanish",
    [
      ['"silk', '"silk"*'],
      ['silk" OR "x', '"silk"* "or"* "x"*'],
      ["silk AND saree NOT cotton", '"silk"* "and"* "saree"* "not"* "cotton"*'],
      ["NEAR(silk saree, 2)", '"near"* "silk"* "saree"* "2"*'],
      ["^silk name:saree {name} : (x) * +y -z", '"silk"* "name"* "saree"* "name"* "x"* "y"* "z"*'],
      ["'; DROP TABLE \"Product\"; --", '"drop"* "table"* "product"*'],
    ],
  ],
  [
    "keeps Unicode letters, digits and combining marks; folds full-width forms",
    [
      ["Café Lehenga", '"café"* "lehenga"*'],
      ["साड़ी बनारसी", '"साड़ी"* "बनारसी"*'],
      ["ＳＩＬＫ", '"silk"*'],
      ["saree🙂silk", '"saree"* "silk"*'],
    ],
  ],
];

describe("buildSearchQuery", () => {
  it.each(RULES)("%s", (_, cases) => {
    for (const [input, expected] of cases) expect(buildSearchQuery(input), String(input)).toBe(expected);
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
