/*
 * What counts as a link in Name or Message (SPEC-NOTES, "What counts as a link"), defined once, here, as data:
 * the page tests it with containsLink, and scripts/database-rules.ts compiles the same patterns into the rules'
 * expression in database.rules.json (never written by hand: `npm run rules` regenerates it, a test checks it is current).
 *
 * The definition works on the folded text: every character folded on its own (foldLinkChar) to the character it looks
 * like: compatibility forms by NFKC when that gives one character (ｈ -> h, Ⓗ -> h, ſ -> s, ．-> .), then lower case,
 * plus the look-alikes NFKC leaves alone (ideographic full stop 。 -> '.', fraction and division slashes -> '/').
 * Characters that fold to several (㎰) or lie outside the Basic Multilingual Plane (𝐡) are left as they are: the rules'
 * regular expressions can only stand a set of characters in for each one. Invisible format characters (zero-width
 * spaces and joiners, soft hyphens) are never stored: the page drops them (stripFormatCharacters) and the rules refuse
 * them, so a link cannot hide behind them and a message of only those is empty.
 *
 * A link, in the folded text, is any of:
 * - a URL scheme (http, https and the obfuscations hxxp, hxxps, htxp…, ftp, mailto, javascript, data) and ':' followed
 *   by anything but a space, not inside a word: `https:evil.example`, `mailto:a@b`, `javascript:alert(1)`;
 * - `www.` followed by anything but a space;
 * - an IPv4 address: four groups of 1 to 3 digits joined by dots, not inside a longer number or a word;
 * - a host name whose last label is a top-level domain of TOP_LEVEL_DOMAINS, not part of an e-mail address (a host
 *   right after '@' is the address's domain) and not followed by more letters: `evil.example/x`, `shop.in`, `evil。com`.
 *   "node.js/react", "Dr.Smith/Jones" and "e.g." are text: js, smith and g are not top-level domains.
 */

/** Every country-code top-level domain (the two-letter entries of the Public Suffix List, ICANN section). */
const COUNTRY_CODE_DOMAINS =
  'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb be bf bg bh bi bj bm bn bo br bs bt bv bw by bz ca cc cd cf ' +
  'cg ch ci cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg es et eu fi fj fm fo fr ga gb gd ge gf gg gh gi ' +
  'gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jo jp ke kg ki km kn kp kr kw ky ' +
  'kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni ' +
  'nl no nr nu nz om pa pe pf ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so ' +
  'sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ' +
  'ye yt zm zw';

/**
 * The generic top-level domains counted: the long-established ones, those most used for spam and phishing, and the
 * reserved names links are written with in examples. Not all 1,200 and more: the rules must carry each one with its
 * look-alikes, and their size is limited (a generic domain added here needs `npm run rules`).
 */
const GENERIC_DOMAINS =
  'com net org info biz edu gov mil int arpa app dev xyz online site top shop store club live pro tech link click icu ' +
  'vip win bid loan work fun space website email cloud page blog news art design one today world life ltd inc company ' +
  'agency digital network services solutions zip mov xxx porn sex bet casino poker mobi name aero asia cat coop jobs ' +
  'museum post tel travel finance money bank ninja guru rocks media group center support help download review stream ' +
  'video game games chat social lol wtf free best cam date dating love host hosting security wiki men bond cfd sbs ' +
  'monster rest buzz cyou quest gdn fit bar ink lat example test invalid localhost local onion';

export const TOP_LEVEL_DOMAINS: readonly string[] = [...new Set(`${COUNTRY_CODE_DOMAINS} ${GENERIC_DOMAINS}`.split(' '))].sort();

/** Look-alikes NFKC does not fold: ideographic full stops and other dots, fraction, division and big slashes. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  '\u3002': '.', // 。 ideographic full stop (｡ folds to it by NFKC)
  '\u2024': '.', // ․ one dot leader
  '\u2044': '/', // ⁄ fraction slash
  '\u2215': '/', // ∕ division slash
  '\u29f8': '/', // ⧸ big solidus
};

/** Invisible format characters (Unicode category Cf): never stored, refused by the rules. */
export const FORMAT_CHARACTER = /\p{Cf}/u;

/** The text without invisible format characters (what the site stores and checks). */
export function stripFormatCharacters(text: string): string {
  return text.replace(/\p{Cf}/gu, '');
}

/** One character (a UTF-16 unit of the Basic Multilingual Plane) folded to the character it looks like. */
export function foldLinkChar(char: string): string {
  if (char.length !== 1) return char;
  const extra = EXTRA_FOLDS[char];
  if (extra) return extra;
  const compatible = char.normalize('NFKC');
  if (compatible.length !== 1) return char;
  const again = EXTRA_FOLDS[compatible];
  if (again) return again;
  const lower = compatible.toLowerCase();
  return lower.length === 1 ? lower : compatible;
}

/** The text the link patterns read: each character folded on its own (outside the BMP, left as it is). */
export function linkCheckText(text: string): string {
  let folded = '';
  for (const char of stripFormatCharacters(text)) folded += foldLinkChar(char);
  return folded;
}

/*
 * The patterns, as data both compilers read. A set is a string of the (folded, ASCII) characters it holds; `not`
 * marks the complement; `space` stands for whitespace (JavaScript's \s, which folding maps to itself).
 */
export type LinkNode =
  | { set: string; not?: boolean; optional?: boolean; repeat?: boolean }
  | { space: true; not: true }
  | { word: string }
  | { any: LinkNode[][]; optional?: boolean; repeat?: boolean };

export interface LinkPattern {
  name: string;
  /** The character before the link, unless it starts the text: one not in this set. */
  notAfter?: string;
  body: LinkNode[];
  /** The character after the link, unless it ends the text: one not in this set. */
  notBefore?: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const LABEL = `${LETTERS}${DIGITS}-`;
const digit = (optional = false): LinkNode => ({ set: DIGITS, optional });
const octet: LinkNode[] = [digit(), digit(true), digit(true)];
const dot: LinkNode = { word: '.' };
const notSpace: LinkNode = { space: true, not: true };

/** Top-level domains as a tree of alternatives by first letter, so the rules' expression stays small. */
function domainAlternatives(domains: readonly string[]): LinkNode {
  const byFirst = new Map<string, string[]>();
  for (const domain of domains) byFirst.set(domain[0], [...(byFirst.get(domain[0]) ?? []), domain.slice(1)]);
  return {
    any: [...byFirst].map(([first, rests]) => {
      const singles = rests.filter((rest) => rest.length === 1).join('');
      const longer = rests.filter((rest) => rest.length > 1).map((rest): LinkNode[] => [{ word: rest }]);
      const options = [...(singles ? [[{ set: singles } as LinkNode]] : []), ...longer];
      return [{ word: first }, options.length === 1 ? options[0][0] : { any: options }];
    }),
  };
}

export const LINK_PATTERNS: readonly LinkPattern[] = [
  {
    name: 'scheme',
    notAfter: LABEL,
    body: [
      {
        any: [
          [{ word: 'h' }, { set: 'tx' }, { set: 'tx' }, { word: 'p' }, { set: 's', optional: true }],
          [{ word: 'ftp' }],
          [{ word: 'mailto' }],
          [{ word: 'javascript' }],
          [{ word: 'data' }],
        ],
      },
      { word: ':' },
      notSpace,
    ],
  },
  { name: 'www', body: [{ word: 'www.' }, notSpace] },
  {
    name: 'ip-address',
    notAfter: `${LABEL}.`,
    body: [...octet, dot, ...octet, dot, ...octet, dot, ...octet],
    notBefore: DIGITS,
  },
  {
    name: 'host',
    notAfter: `${LABEL}.@`,
    body: [{ any: [[{ set: LABEL, repeat: true }, dot]], repeat: true }, domainAlternatives(TOP_LEVEL_DOMAINS)],
    notBefore: LABEL,
  },
];

/** The quantifier of a node, the same in both compilers: ? optional, + repeated, * both. */
export function quantifierOf(node: { optional?: boolean; repeat?: boolean }): string {
  return node.repeat ? (node.optional ? '*' : '+') : node.optional ? '?' : '';
}

/** A set of characters as a JavaScript class (over the folded text). */
function pageClass(chars: string, not = false): string {
  const escaped = [...chars].map((char) => (/[\\\]^-]/.test(char) ? `\\${char}` : char)).join('');
  return `[${not ? '^' : ''}${escaped}]`;
}

function pageSource(nodes: LinkNode[]): string {
  return nodes
    .map((node) => {
      if ('space' in node) return '\\S';
      if ('word' in node) return [...node.word].map((char) => pageClass(char)).join('');
      if ('set' in node) return `${pageClass(node.set, node.not)}${quantifierOf(node)}`;
      return `(?:${node.any.map(pageSource).join('|')})${quantifierOf(node)}`;
    })
    .join('');
}

/** The patterns as one JavaScript regular expression over the folded text (the page's side). */
export const LINK_REGEX = new RegExp(
  LINK_PATTERNS.map(
    (pattern) =>
      `${pattern.notAfter ? `(?:^|${pageClass(pattern.notAfter, true)})` : ''}${pageSource(pattern.body)}` +
      `${pattern.notBefore ? `(?:$|${pageClass(pattern.notBefore, true)})` : ''}`,
  ).join('|'),
);

/** True when the text holds a link (see above), in any case and in look-alike characters. */
export function containsLink(text: string): boolean {
  if (typeof text !== 'string') return false;
  return LINK_REGEX.test(linkCheckText(text));
}
