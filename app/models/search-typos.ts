// Typo tolerance for the shopper's search (issue 14 section 4, decision 0031).
// Pure, so it is unit-tested on its own; app/models/search-vocabulary.server.ts
// builds the vocabulary from the catalogue and app/models/catalog.server.ts
// decides when a correction is used.
//
// A search word that is not a word of the catalogue (nor the start of one) is
// compared with the catalogue's vocabulary (the distinct words of product
// names, fabrics, tags, category and subcategory names, plus every spelling of
// SEARCH_SYNONYMS) by Damerau-Levenshtein distance (optimal string alignment:
// insertions, deletions, substitutions and swaps of two neighbours), within a
// limit that grows with the word's length. The closest word wins; ties go to
// the word more products use, then the shorter, then the alphabetically first.

import { SEARCH_SYNONYMS, searchTokens } from "~/models/search";

/** Words shorter than this are never corrected (too many real words are one edit apart). */
export const MIN_CORRECTABLE_LENGTH = 4;

/** Edits allowed for a word of `length` characters: none under 4, one for 4 to 6, two from 7. */
export function typoLimit(length: number): number {
  if (length < MIN_CORRECTABLE_LENGTH) return 0;
  return length <= 6 ? 1 : 2;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment) between `a` and `b`,
 * by code point; any distance above `max` is reported as `max + 1` (the
 * computation stops as soon as every path costs more than `max`).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (s.length === 0 || t.length === 0) return Math.min(Math.max(s.length, t.length), max + 1);
  const width = t.length + 1;
  // Three rows: two back (for swaps), the previous one, the current one.
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length], max + 1);
}

const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

/** The catalogue's words, with how many products use each, ready for prefix look-ups and fuzzy matching. */
export class SearchVocabulary {
  /** All words, sorted, for "is this the start of a word" look-ups. */
  private readonly sorted: string[];
  /** Words by length in code points, for fuzzy matching within a length window, with their letter masks. */
  private readonly byLength = new Map<number, { words: string[]; masks: number[] }>();
  private readonly corrections = new Map<string, string | null>();

  constructor(readonly counts: ReadonlyMap<string, number>) {
    this.sorted = [...counts.keys()].sort();
    for (const word of this.sorted) {
      const length = Array.from(word).length;
      let bucket = this.byLength.get(length);
      if (!bucket) this.byLength.set(length, (bucket = { words: [], masks: [] }));
      bucket.words.push(word);
      bucket.masks.push(letterMask(word));
    }
  }

  /** Builds one from texts (names, fabrics, ...): each text's distinct words count once. The synonym spellings are always in. */
  static fromTexts(texts: Iterable<string>): SearchVocabulary {
    const counts = new Map<string, number>();
    for (const text of texts) {
      for (const word of vocabularyWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    for (const group of SEARCH_SYNONYMS) for (const word of group) if (!counts.has(word)) counts.set(word, 0);
    return new SearchVocabulary(counts);
  }

  /** Forgets the memoised corrections (benchmarks). */
  forgetCorrections(): void {
    this.corrections.clear();
  }

  get size(): number {
    return this.sorted.length;
  }

  /** True when some word of the vocabulary starts with `prefix` (searches match prefixes). */
  hasPrefix(prefix: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo].startsWith(prefix);
  }

  /** A word the search can use as it is: known (or the start of a known word, or a known word plus "s"/"es"), or one we never correct. */
  isKnown(token: string): boolean {
    if (!LETTERS_ONLY.test(token) || Array.from(token).length < MIN_CORRECTABLE_LENGTH) return true;
    return this.hasPrefix(token) || (token.endsWith("s") && this.counts.has(token.slice(0, -1))) || (token.endsWith("es") && this.counts.has(token.slice(0, -2)));
  }

  /** The closest vocabulary word to an unknown `token` within typoLimit, or null (known words are returned as they are). */
  correct(token: string): string | null {
    if (this.isKnown(token)) return token;
    const cached = this.corrections.get(token);
    if (cached !== undefined) return cached;
    const length = Array.from(token).length;
    const limit = typoLimit(length);
    let best: string | null = null;
    let bestDistance = limit + 1;
    let bestCount = -1;
    const mask = letterMask(token);
    for (let l = length - limit; l <= length + limit; l++) {
      const bucket = this.byLength.get(l);
      if (!bucket) continue;
      for (let i = 0; i < bucket.words.length; i++) {
        // An edit changes which letters a word has by at most two: words whose
        // letter sets differ by more than 2 x limit cannot be close enough.
        if (popcount(mask ^ bucket.masks[i]) > 2 * limit) continue;
        const word = bucket.words[i];
        const d = editDistance(token, word, Math.min(limit, bestDistance));
        if (d > limit || d > bestDistance) continue;
        const count = this.counts.get(word) ?? 0;
        if (
          d < bestDistance ||
          count > bestCount ||
          (count === bestCount && best !== null && (word.length < best.length || (word.length === best.length && word < best)))
        ) {
          best = word;
          bestDistance = d;
          bestCount = count;
        }
      }
    }
    if (this.corrections.size >= 10_000) this.corrections.clear();
    this.corrections.set(token, best);
    return best;
  }

  /**
   * The search with its unknown words replaced by their corrections ("silk
   * kanjivram" -> "silk kanjivaram"), or null when no word needed (or found) a
   * correction. Words without a correction stay as typed.
   */
  correctSearch(input: string): string | null {
    const tokens = searchTokens(input);
    let changed = false;
    const corrected = tokens.map((token) => {
      const word = this.correct(token);
      if (word === null || word === token) return token;
      changed = true;
      return word;
    });
    return changed ? corrected.join(" ") : null;
  }
}

/** Every word of a text (no limit on their number), as searchTokens splits and normalises them. */
export function textWords(text: string): string[] {
  if (typeof text !== "string" || text === "") return [];
  const words: string[] = [];
  for (const word of text.normalize("NFKC").toLowerCase().split(/[^\p{L}\p{N}\p{M}]+/u)) {
    if (/[\p{L}\p{N}]/u.test(word)) words.push(word);
  }
  return words;
}

const HAS_LETTER = /\p{L}/u;

/** A text's distinct words that can be a correction (numbers such as "2024" or a name's serial never are). */
export function vocabularyWords(text: string): Set<string> {
  return new Set(textWords(text).filter((word) => HAS_LETTER.test(word)));
}

/** Which characters a word has, as 32 bits (a-z their own bit; anything else shares the rest by code point). */
function letterMask(word: string): number {
  let mask = 0;
  for (const ch of word) {
    const code = ch.codePointAt(0)!;
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
