/*
 * Contact form rules: pure functions and the exact user-facing messages (SPEC §5, §8; SPEC-NOTES).
 *
 * Every check runs on the normalized value (format characters dropped, trimmed), and send-contact.ts stores the
 * normalized values, so what is checked here is exactly what is written. database.rules.json enforces the same limits on
 * the server, and the same definition of a link: it is generated from link-definition.ts (scripts/database-rules.ts).
 */
import { containsLink, stripFormatCharacters } from './link-definition';

/**
 * The only e-mail domains accepted (compared case-insensitively; sub-domains are not accepted): SPEC-NOTES' settled
 * list, with rediffmail.com and ymail.com for the site's Indian visitors. database.rules.json is generated from it.
 */
export const ALLOWED_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'protonmail.com',
  'rediffmail.com',
  'ymail.com',
];

export const MESSAGES = {
  domain: 'Please enter a valid email from a popular provider (e.g. Gmail, Yahoo, Outlook).',
  link: 'Links are not allowed in Name or Message fields.',
  paste: 'Pasting links is not allowed in this field.',
  sendError: 'There was an error sending your message. Please try again later.',
  sendSuccess: 'Thank you for your message! We will get back to you soon.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email.',
  emailFormat: 'Please enter a valid email address.',
  messageRequired: 'Please enter a message.',
  nameTooLong: 'Name must be at most 100 characters.',
  messageTooLong: 'Message must be at most 5000 characters.',
} as const;

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** The fields in which links are refused, typed or pasted (the form's rules, and its early rules before the scripts). */
export const LINK_FREE_FIELDS: readonly (keyof ContactFields)[] = ['name', 'message'];

// What counts as a link is defined once, in link-definition.ts (the database rules are generated from it).
export { containsLink, linkCheckText, stripFormatCharacters } from './link-definition';

// A dot-atom local part (RFC 5322 without quoted strings or comments): no leading, trailing or double dots.
const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*$`);
// A host name label: letters, digits and inner hyphens, at most 63 characters.
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/**
 * A sane e-mail syntax check: `local@domain`, at most 254 characters overall and at most 64 before the @;
 * a dot-atom local part; a domain of at least two valid labels ending in an alphabetic top-level domain.
 */
export function isValidEmailFormat(email: string): boolean {
  if (typeof email !== 'string' || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]);
}

/** True when the part after the last @ is exactly one of ALLOWED_EMAIL_DOMAINS, in any case. */
export function isAllowedDomain(email: string): boolean {
  if (typeof email !== 'string') return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return ALLOWED_EMAIL_DOMAINS.includes(domain);
}

/**
 * The values that get validated and stored: without invisible format characters (zero-width spaces and joiners, soft
 * hyphens: the rules refuse them, and a message of only those is empty), then trimmed.
 */
export function normalizeContact(f: ContactFields): ContactFields {
  const clean = (value: string | undefined) => stripFormatCharacters(value ?? '').trim();
  return { name: clean(f.name), email: clean(f.email), message: clean(f.message) };
}

function nameError(name: string): string | undefined {
  if (name === '') return MESSAGES.nameRequired;
  if (containsLink(name)) return MESSAGES.link;
  if (name.length > NAME_MAX_LENGTH) return MESSAGES.nameTooLong;
  return undefined;
}

function emailError(email: string): string | undefined {
  if (email === '') return MESSAGES.emailRequired;
  if (!isValidEmailFormat(email)) return MESSAGES.emailFormat;
  if (!isAllowedDomain(email)) return MESSAGES.domain;
  return undefined;
}

function messageError(message: string): string | undefined {
  if (message === '') return MESSAGES.messageRequired;
  if (containsLink(message)) return MESSAGES.link;
  if (message.length > MESSAGE_MAX_LENGTH) return MESSAGES.messageTooLong;
  return undefined;
}

/** Per field, the message of the first rule that fails; a field that passes has no entry. */
export function validateContact(f: ContactFields): ContactErrors {
  const { name, email, message } = normalizeContact(f);
  const errors: ContactErrors = {};
  const nameProblem = nameError(name);
  const emailProblem = emailError(email);
  const messageProblem = messageError(message);
  if (nameProblem) errors.name = nameProblem;
  if (emailProblem) errors.email = emailProblem;
  if (messageProblem) errors.message = messageProblem;
  return errors;
}

export function isContactValid(f: ContactFields): boolean {
  return Object.keys(validateContact(f)).length === 0;
}
