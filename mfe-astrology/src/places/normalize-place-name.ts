/*
 * How a place's name is compared, in the build (mfe-astrology/places-build/) and in the browser alike: decomposed
 * (NFD), without diacritics, lower case, letters only. "São Paulo", "Sao Paulo" and "sao-paulo" are one key, and so
 * are "Zürich" and "Zurich". A few letters that Unicode does not decompose are spelled as people type them without
 * the accent (ß → ss, ø → o, ł → l, ı → i, æ → ae, …).
 */

const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ĸ: 'k',
  ŋ: 'ng',
};

const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/** The comparison key of a name (or of what the visitor typed): letters only, no accents, lower case. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter])
    .replace(/[^\p{L}]/gu, '');
}

/** Articles and prepositions inside names ("Rio de Janeiro", "Ras al Khaimah", "Frankfurt am Main"): they start no key. */
const LINKING_WORDS = new Set(
  'a al am an and ar as at au aux bei d da das de dei del della den der des di do dos du e el en et i im in l la las le les lo los na of on op sur the und upon van von y z zu'.split(
    ' ',
  ),
);

/**
 * The keys a name is found by: the whole name, and the name from each of its later words on ("New York City" is
 * found by "new york", "york" and "york city"). Linking words and words of one letter start no key.
 */
export function nameKeys(name: string): string[] {
  const words = name
    .split(/[\s\-‐‑‒–—/(),.]+/u)
    .map(normalizePlaceName)
    .filter((word) => word.length > 0);
  const keys: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    if (start > 0 && (words[start].length < 2 || LINKING_WORDS.has(words[start]))) continue;
    const key = words.slice(start).join('');
    if (key.length > 0 && !keys.includes(key)) keys.push(key);
  }
  return keys;
}
