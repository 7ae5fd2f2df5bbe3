// How the site's searches compare names and places across scripts and spellings: a member types
// 'अनंत जोशी' or 'Joshi, Anant' and finds 'Anant Joshi'; 'Pune' finds 'पुणे'. Devanagari is read by
// a kept transliteration library; the rest is the few rules by which Indian names are spelt in
// Latin letters in more than one way.
import Sanscript from '@indic-transliteration/sanscript';

/** Devanagari letters, whose words are transliterated before comparing. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Spellings of one sound made one, in order: ITRANS's long vowels and aspirates as Latin names
 * write them, 'x' as 'ks', 'w' as 'v', 'ph' as 'f'; an h after a consonant dropped (Kothrud and
 * Kotharud, Joshi and Josi); doubled letters made single (not digits: a PIN or an IFSC stays whole).
 */
const SPELLINGS: [RegExp, string][] = [
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/ph/g, 'f'],
  [/([bcdgjkpstlr])h/g, '$1'],
  [/ee|ii|ie/g, 'i'],
  [/oo|uu/g, 'u'],
  [/oa/g, 'o'],
  [/([a-z])\1+/g, '$1'],
];

/** A Devanagari word in Latin letters: ITRANS, its anusvara (M) as n and its visarga dropped. */
function latinOf(word: string): string {
  return Sanscript.t(word, 'devanagari', 'itrans')
    .replace(/M|\.n|N(?=[^aeiou]|$)/g, 'n')
    .replace(/H/g, '')
    .toLowerCase();
}

/**
 * A word as searches compare it: Devanagari transliterated, accents and case dropped, spellings of
 * one sound made one, and every 'a' but a first one dropped, since the schwa a Devanagari
 * consonant carries is written or not at will in Latin letters (अनंत, Anant and Ananta all read
 * 'annt'; दीपक, Deepak and Dipak 'dipk').
 */
function wordKey(word: string): string {
  const latin = DEVANAGARI.test(word)
    ? latinOf(word)
    : word
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();
  let key = latin.replace(/[^a-z0-9]/g, '');
  for (const [spelling, one] of SPELLINGS) key = key.replace(spelling, one);
  return key.charAt(0) + key.slice(1).replace(/a/g, '');
}

/**
 * The words of a text as searches compare them (wordKey), in the order written: punctuation
 * separates words ('Joshi, Anant' is two), and a word with no letter or digit is none.
 */
export function searchWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map(rememberedKey)
    .filter((key) => key !== '');
}

/**
 * Keys already made, by word: a list of 50,000 names repeats its first names and surnames, and
 * reading it took 1.1 s without this. Emptied when it grows past MAX_REMEMBERED, so it stays small.
 */
const remembered = new Map<string, string>();
const MAX_REMEMBERED = 100_000;

function rememberedKey(word: string): string {
  let key = remembered.get(word);
  if (key === undefined) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    key = wordKey(word);
    remembered.set(word, key);
  }
  return key;
}

/**
 * Whether every word of a search is found in a text's words, in any order and each as the start
 * of a word or in it ('jos' finds Joshi): surname first, a comma or another script change nothing.
 */
export function matchesWords(textWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((query) => textWords.some((word) => word.includes(query)));
}
