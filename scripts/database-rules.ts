/*
 * database.rules.json, generated: `npm run rules` writes it, scripts/__tests__/database-rules.test.ts checks the
 * committed file is what this writes. The link rule is compiled from the one definition of a link
 * (mfe-pages/src/contact/link-definition.ts), so the page and the rules never disagree on what a link is, and the
 * e-mail rule from the page's ALLOWED_EMAIL_DOMAINS and lengths (contact-validation.ts), for the same reason.
 *
 * How the link patterns become rules: the page folds each character to the one it looks like, then matches ASCII
 * patterns. The rules cannot fold, so each character the patterns name becomes the set of every character that folds
 * to it (its look-alikes in the Basic Multilingual Plane), and each excluded set becomes the complement of those. The
 * rules' regular expressions (Firebase's subset, which targaryen enforces locally) have no `^` or `$` inside a group,
 * so "at the start or after a character not in X" is written `^([\s\S]*[^X])?…` and "at the end or before …" as
 * `…([^Y][\s\S]*)?$`. Name and message are checked as one text, joined by a space: no link pattern spans a space,
 * and a space is a boundary to all of them, so that is the same as checking each field on its own.
 *
 * The throttle is per visitor: only a signed-in visitor (Anonymous Authentication) writes, and a contact is accepted
 * only together with `throttle/{auth.uid}` moving to it (`at` the server time, `id` the contact), which moves only
 * once that visitor's last contact is an interval old. Other visitors' slots are not theirs to write.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  foldLinkChar,
  FORMAT_CHARACTER,
  LINK_PATTERNS,
  quantifierOf,
  type LinkNode,
  type LinkPattern,
} from '../mfe-pages/src/contact/link-definition';
import {
  ALLOWED_EMAIL_DOMAINS,
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '../mfe-pages/src/contact/contact-validation';
import { CONTACT_THROTTLE_ROOT, CONTACT_WRITE_INTERVAL_MS } from '../mfe-pages/src/contact/send-contact';

export const RULES_FILE = path.join(__dirname, '..', 'database.rules.json');

const UUID = '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/';

/** Every character of the BMP (no surrogates, no format characters: those are refused), by what it folds to. */
function lookAlikes(): Map<string, number[]> {
  const byFold = new Map<string, number[]>();
  for (let code = 0; code <= 0xffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCharCode(code);
    if (FORMAT_CHARACTER.test(char)) continue;
    const fold = foldLinkChar(char);
    byFold.set(fold, [...(byFold.get(fold) ?? []), code]);
  }
  return byFold;
}

let foldTable: Map<string, number[]> | undefined;

/** The characters that fold to one of `chars`. */
function preimage(chars: string): number[] {
  foldTable ??= lookAlikes();
  return [...new Set([...chars].flatMap((char) => foldTable!.get(char) ?? []))].sort((a, b) => a - b);
}

function classChar(code: number): string {
  const char = String.fromCharCode(code);
  return /[\\\][^/-]/.test(char) ? `\\${char}` : char;
}

/** A character class of the rules' regular expressions, ranges merged. */
function ruleClass(codes: number[], not = false): string {
  let body = '';
  for (let i = 0; i < codes.length;) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j] + 1) j += 1;
    body +=
      j - i >= 2
        ? `${classChar(codes[i])}-${classChar(codes[j])}`
        : codes
            .slice(i, j + 1)
            .map(classChar)
            .join('');
    i = j + 1;
  }
  return `[${not ? '^' : ''}${body}]`;
}

function ruleSource(nodes: LinkNode[]): string {
  return nodes
    .map((node) => {
      if ('space' in node) return '[^\\s]';
      if ('word' in node) return [...node.word].map((char) => ruleClass(preimage(char))).join('');
      if ('set' in node) return `${ruleClass(preimage(node.set), node.not)}${quantifierOf(node)}`;
      return `(${node.any.map(ruleSource).join('|')})${quantifierOf(node)}`;
    })
    .join('');
}

/** One link pattern as an anchored regular expression of the rules, over the raw (unfolded) text. */
export function ruleRegex(pattern: LinkPattern): string {
  const before = pattern.notAfter ? `^([\\s\\S]*${ruleClass(preimage(pattern.notAfter), true)})?` : '';
  const after = pattern.notBefore ? `(${ruleClass(preimage(pattern.notBefore), true)}[\\s\\S]*)?$` : '';
  return `/${before}${ruleSource(pattern.body)}${after}/`;
}

/** Every invisible format character of the BMP, as one class. */
function formatCharacters(): string {
  const codes: number[] = [];
  for (let code = 0; code <= 0xffff; code += 1) {
    if ((code < 0xd800 || code > 0xdfff) && FORMAT_CHARACTER.test(String.fromCharCode(code))) codes.push(code);
  }
  return ruleClass(codes);
}

/** The rules' expression that is true when neither name nor message holds a link. */
export function noLinkExpression(): string {
  const text = "(newData.child('name').val() + ' ' + newData.child('message').val())";
  return LINK_PATTERNS.map((pattern) => `!${text}.matches(${ruleRegex(pattern)})`).join(' && ');
}

/** A real calendar date and time in 20xx, as toISOString writes it (no February 31, February 29 in leap years only). */
export const ISO_TIME =
  '/^20([0-9][0-9]-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))' +
  '|([02468][048]|[13579][26])-02-29)T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9][0-9][0-9]Z$/';

/** The page's allowed e-mail domains as one group of the rules' regular expression, each dot literal. */
export function allowedDomains(): string {
  return `(${ALLOWED_EMAIL_DOMAINS.map((domain) => domain.replace(/\./g, '\\.')).join('|')})`;
}

function textRule(max: number, format: string): string {
  return (
    `newData.isString() && newData.val().length >= 1 && newData.val().length <= ${max} && newData.val().matches(/\\S/) ` +
    `&& !newData.val().matches(/${format}/)`
  );
}

export function databaseRules(): unknown {
  const format = formatCharacters();
  return {
    rules: {
      '.read': false,
      '.write': false,
      contacts: {
        $contactId: {
          '.write': `auth != null && !data.exists() && newData.exists() && $contactId.matches(${UUID})`,
          '.validate':
            "newData.hasChildren(['name', 'email', 'message', 'createdAt', 'receivedAt']) && " +
            `newData.parent().parent().child('${CONTACT_THROTTLE_ROOT}').child(auth.uid).child('id').val() == $contactId && ` +
            noLinkExpression(),
          name: { '.validate': textRule(NAME_MAX_LENGTH, format) },
          email: {
            '.validate':
              `newData.isString() && newData.val().length <= ${EMAIL_MAX_LENGTH} && ` +
              `newData.val().matches(/^[^@]{1,${EMAIL_LOCAL_MAX_LENGTH}}@/) && ` +
              "newData.val().matches(/^[A-Z0-9!#$%&'*+\\/=?^_`{|}~-]+(\\.[A-Z0-9!#$%&'*+\\/=?^_`{|}~-]+)*@" +
              `${allowedDomains()}$/i)`,
          },
          message: { '.validate': textRule(MESSAGE_MAX_LENGTH, format) },
          createdAt: {
            '.validate':
              `newData.isString() && newData.val().matches(${ISO_TIME}) && ` +
              "newData.val() > (1968 + (now - now % 31556952000) / 31556952000) + '~' && newData.val() < (1972 + (now - now % 31556952000) / 31556952000) + ''",
          },
          receivedAt: { '.validate': 'newData.isNumber() && newData.val() == now' },
          $other: { '.validate': false },
        },
      },
      // Per visitor: each anonymous identity has its own slot, so no sender can hold another's.
      [CONTACT_THROTTLE_ROOT]: {
        $uid: {
          '.write': 'auth != null && auth.uid == $uid && newData.exists()',
          '.validate':
            "newData.hasChildren(['at', 'id']) && newData.child('id').isString() && " +
            `(!data.exists() || now - data.child('at').val() >= ${CONTACT_WRITE_INTERVAL_MS}) && ` +
            "newData.parent().parent().child('contacts').child(newData.child('id').val()).exists() && " +
            "!root.child('contacts').child(newData.child('id').val()).exists()",
          at: { '.validate': 'newData.isNumber() && newData.val() == now' },
          id: { '.validate': `newData.isString() && newData.val().matches(${UUID})` },
          $other: { '.validate': false },
        },
      },
    },
  };
}

/** The file's text: JSON, every character outside ASCII written as \u escape (the rules read the same characters). */
export function rulesJson(): string {
  const json = JSON.stringify(databaseRules(), null, 2).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${json}\n`;
}

if (require.main === module) {
  const text = rulesJson();
  if (process.argv.includes('--check')) {
    if (fs.readFileSync(RULES_FILE, 'utf8') !== text) {
      console.error('database.rules.json is not what scripts/database-rules.ts writes: run npm run rules');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(RULES_FILE, text);
    console.log(`wrote ${path.relative(process.cwd(), RULES_FILE)} (${text.length} characters)`);
  }
}
