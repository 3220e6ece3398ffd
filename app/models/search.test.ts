import { describe, expect, it } from "vitest";
import { buildSearchQuery, MAX_SEARCH_TOKENS, MAX_TOKEN_LENGTH, scopeToColumns, searchSpellings, searchTokens } from "~/models/search";

// The expression may only contain quoted prefix terms: "word"* separated by spaces.
const SAFE = /^"[\p{L}\p{N}\p{M}]+"\*( "[\p{L}\p{N}\p{M}]+"\*)*$/u;
// With a word of several spellings: groups of such terms joined with OR in parentheses, words joined with AND.
const TERM = '"[\\p{L}\\p{N}\\p{M}]+"\\*';
const WORD = `(\\(${TERM}( OR ${TERM})*\\)|${TERM})`;
const SAFE_WITH_GROUPS = new RegExp(`^${WORD}( AND ${WORD})*$`, "u");

// Each case: a test name and the queries it asks for, with what each becomes (null: nothing searchable).
const QUERY_CASES: [name: string, cases: [input: string, query: string | null][]][] = [
  [
    "quotes every word as a prefix term, lowercased, in the given order",
    [
      ["silk sar", '"silk"* "sar"*'],
      ["Silk  COTTON", '"silk"* "cotton"*'],
      ["sar silk", '"sar"* "silk"*'],
    ],
  ],
  [
    "splits on anything that is not a letter or digit",
    [
      ["red/blue-anarkali_set,2024", '"red"* "blue"* "anarkali"* "set"* "2024"*'],
      ["  \t\nsilk\u00a0cotton  ", '"silk"* "cotton"*'],
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
      ["silk AND net NOT cotton", '"silk"* "and"* "net"* "not"* "cotton"*'],
      ["NEAR(silk net, 2)", '"near"* "silk"* "net"* "2"*'],
      ["^silk name:net {name} : (x) * +y -z", '"silk"* "name"* "net"* "name"* "x"* "y"* "z"*'],
      ["'; DROP TABLE \"Product\"; --", '"drop"* "table"* "product"*'],
    ],
  ],
  [
    "keeps Unicode letters, digits and combining marks; folds full-width forms",
    [
      ["Café Gown", '"café"* "gown"*'],
      ["साड़ी बनारसी", '"साड़ी"* "बनारसी"*'],
      ["ＳＩＬＫ", '"silk"*'],
      ["net🙂silk", '"net"* "silk"*'],
    ],
  ],
];

describe("buildSearchQuery", () => {
  for (const [name, cases] of QUERY_CASES) {
    it(name, () => {
      for (const [input, query] of cases) expect(buildSearchQuery(input)).toBe(query);
    });
  }

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
      const spelled = buildSearchQuery(`sari ${input}`);
      if (spelled !== null) expect(spelled, input.slice(0, 40)).toMatch(SAFE_WITH_GROUPS);
    }
  });

  it("handles a huge input quickly", () => {
    const started = Date.now();
    expect(buildSearchQuery("silk ".repeat(200_000))).toBe(Array(MAX_SEARCH_TOKENS).fill('"silk"*').join(" "));
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe("spellings (issue 14 section 4)", () => {
  it("every spelling of a group stands for all of them", () => {
    const groups = [
      ["kanjeevaram", "kanjivaram", "kanchipuram"],
      ["lehnga", "lehanga", "lehenga"],
      ["sari", "saree"],
      ["dupatta", "duppata"],
    ];
    for (const group of groups) {
      for (const word of group) {
        const spellings = searchSpellings(word);
        expect(spellings[0], word).toBe(word);
        for (const other of group) expect(spellings, `${word} -> ${other}`).toContain(other);
      }
    }
  });

  it("a plural finds its group too; other words stay alone", () => {
    expect(searchSpellings("saris")).toContain("saree");
    expect(searchSpellings("lehngas")).toContain("lehenga");
    expect(searchSpellings("silk")).toEqual(["silk"]);
    expect(searchSpellings("sar")).toEqual(["sar"]);
  });

  it("builds a group of quoted alternatives joined with AND", () => {
    expect(buildSearchQuery("silk Duppata")).toBe('"silk"* AND ("duppata"* OR "dupatta"* OR "dupata"* OR "duppatta"* OR "dupattas"*)');
    const query = buildSearchQuery("'; sari OR (kanjeevaram\" NEAR")!;
    // Only quoted prefix terms, OR inside parentheses, AND between words.
    expect(query).toMatch(/^(\("[\p{L}]+"\*( OR "[\p{L}]+"\*)*\)|"[\p{L}]+"\*)( AND (\("[\p{L}]+"\*( OR "[\p{L}]+"\*)*\)|"[\p{L}]+"\*))*$/u);
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
