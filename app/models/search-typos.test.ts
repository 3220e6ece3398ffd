import { describe, expect, it } from "vitest";
import { editDistance, SearchVocabulary, textWords, typoLimit } from "~/models/search-typos";

const catalogue = [
  "Royal Maroon Kanjivaram Silk Saree",
  "Kanjivaram Temple Border Saree",
  "Bridal Red Lehenga Choli",
  "Georgette Anarkali Kurta Set",
  "Chiffon Dupatta",
  "Banarasi Silk Sarees",
  "Silk Sarees",
  "Pure Silk",
  '["wedding","festive"]',
];
const vocabulary = () => SearchVocabulary.fromTexts(catalogue);

describe("editDistance (Damerau-Levenshtein, optimal string alignment)", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours as one edit each", () => {
    expect(editDistance("saree", "saree")).toBe(0);
    expect(editDistance("sareee", "saree")).toBe(1); // insertion
    expect(editDistance("kanjivram", "kanjivaram")).toBe(1); // deletion
    expect(editDistance("sarre", "saree")).toBe(1); // substitution
    expect(editDistance("lehegna", "lehenga")).toBe(1); // swap
    expect(editDistance("kurta", "kutra")).toBe(1);
    expect(editDistance("", "silk")).toBe(4);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("ca", "abc")).toBe(3); // OSA, not unrestricted Damerau (2)
  });

  it("stops early beyond the limit and reports limit + 1", () => {
    expect(editDistance("silk", "organza", 2)).toBe(3);
    expect(editDistance("abcdefgh", "hgfedcba", 1)).toBe(2);
    expect(editDistance("sareee", "saree", 1)).toBe(1);
    expect(editDistance("sa", "saree", 2)).toBe(3); // length difference alone
  });

  it("compares by code point (Devanagari marks are characters, emoji one each)", () => {
    expect(editDistance("साड़ी", "साडी")).toBe(1);
    expect(editDistance("🙂a", "🙂b")).toBe(1);
  });
});

describe("typoLimit", () => {
  it("grows with the word: none under 4 letters, one up to 6, two from 7", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10, 30].map(typoLimit)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });
});

describe("SearchVocabulary", () => {
  it("takes the distinct words of each text, normalised like search words, plus every synonym spelling", () => {
    const v = vocabulary();
    expect(v.hasPrefix("kanjivaram")).toBe(true);
    expect(v.hasPrefix("wedding")).toBe(true);
    expect(v.isKnown("lehnga")).toBe(true); // a synonym spelling
    expect(textWords("ＳＩＬＫ, Saree/Set — 2024")).toEqual(["silk", "saree", "set", "2024"]);
  });

  it("knows prefixes, plurals and words it never corrects", () => {
    const v = vocabulary();
    expect(v.isKnown("sar")).toBe(true); // too short to correct
    expect(v.isKnown("kanj")).toBe(true); // the start of a word
    expect(v.isKnown("duppatas")).toBe(true); // a known word plus "s"
    expect(v.isKnown("2024")).toBe(true); // numbers are never corrected
    expect(v.isKnown("kanjivram")).toBe(false);
  });

  it("corrects the spellings shoppers type to the closest catalogue word", () => {
    const v = vocabulary();
    expect(v.correct("kanjivram")).toBe("kanjivaram");
    expect(v.correct("sareee")).toBe("saree");
    expect(v.correct("lehenag")).toBe("lehenga");
    expect(v.correct("georgete")).toBe("georgete"); // a synonym spelling: searched as it is
    expect(v.correct("geogrette")).toBe("georgette");
    expect(v.correct("chifon")).toBe("chiffon");
    expect(v.correct("anarkli")).toBe("anarkali");
  });

  it("finds nothing beyond the limit rather than a far-off word", () => {
    const v = vocabulary();
    expect(v.correct("xyzzy")).toBeNull();
    expect(v.correct("kanjvrm")).toBeNull(); // three edits from kanjivaram
    expect(v.correct("slik")).toBe("silk"); // a swap in a 4-letter word is one edit
  });

  it("breaks ties by how many products use the word, then the shorter word", () => {
    const v = SearchVocabulary.fromTexts(["Red Kurta", "Blue Kurta", "Green Kurti"]);
    expect(v.correct("kurtz")).toBe("kurta"); // kurta (2 products) over kurti (1)
    const w = SearchVocabulary.fromTexts(["Velvet", "Velvets"]);
    expect(w.correct("velvot")).toBe("velvet");
  });

  it("rewrites a whole search, keeping the words it cannot or need not correct", () => {
    const v = vocabulary();
    expect(v.correctSearch("Silk KANJIVRAM sareee")).toBe("silk kanjivaram saree");
    expect(v.correctSearch("silk saree")).toBeNull();
    expect(v.correctSearch("qwertyuiop silk")).toBeNull();
    expect(v.correctSearch("qwertyuiop kanjivram")).toBe("qwertyuiop kanjivaram");
    expect(v.correctSearch("")).toBeNull();
    expect(v.correctSearch('"; DROP TABLE --')).toBeNull();
  });

  it("stays fast on a large vocabulary (50,000 words)", () => {
    const letters = "abcdeghiklmnoprstuvy";
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff);
    const words = Array.from({ length: 50_000 }, () => Array.from({ length: 4 + (next() % 9) }, () => letters[next() % letters.length]).join(""));
    const v = SearchVocabulary.fromTexts([...words, ...catalogue]);
    const started = performance.now();
    for (const q of ["kanjivram", "sareee", "lehengaa", "georgettte", "anarkaali"]) v.correct(q);
    expect(performance.now() - started).toBeLessThan(500);
    expect(v.correct("kanjivram")).toBe("kanjivaram");
  });
});
