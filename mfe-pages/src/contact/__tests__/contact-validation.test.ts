import {
  ALLOWED_EMAIL_DOMAINS,
  containsLink,
  isAllowedDomain,
  isContactValid,
  isValidEmailFormat,
  linkCheckText,
  MESSAGES,
  normalizeContact,
  validateContact,
  type ContactFields,
} from '../contact-validation';
import { LINK_CASES } from '../../../../test-support/link-cases';

const valid: ContactFields = { name: 'Asha Rao', email: 'asha.rao@gmail.com', message: 'Please add a PPF calculator.' };

function errorsFor(overrides: Partial<ContactFields>) {
  return validateContact({ ...valid, ...overrides });
}

describe('MESSAGES and ALLOWED_EMAIL_DOMAINS', () => {
  it('holds the exact user-facing texts', () => {
    expect(MESSAGES).toEqual({
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
    });
  });

  it("lists the ten allowed domains (SPEC-NOTES' settled list)", () => {
    expect([...ALLOWED_EMAIL_DOMAINS]).toEqual([
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
    ]);
  });
});

describe('linkCheckText', () => {
  it('folds each character to the one it looks like: compatibility forms (NFKC) to one character, in lower case', () => {
    expect(linkCheckText('ｈｔｔｐｓ：／／ｅｖｉｌ．ｅｘａｍｐｌｅ')).toBe('https://evil.example');
    expect(linkCheckText('ⓦⓦⓦ․x')).toBe('www.x');
    expect(linkCheckText('Asha RAO')).toBe('asha rao');
  });

  it('folds the look-alikes NFKC leaves alone: ideographic full stops, fraction and division slashes', () => {
    expect(linkCheckText('evil。com｡x')).toBe('evil.com.x');
    expect(linkCheckText('a⁄b∕c⧸d')).toBe('a/b/c/d');
  });

  it('leaves a character that folds to several, or lies outside the BMP, as it is (the rules could not follow)', () => {
    expect(linkCheckText('htt㎰')).toBe('htt㎰');
    expect(linkCheckText('𝐡')).toBe('𝐡');
  });

  it('drops invisible format characters: zero-width space, joiner, word joiner, soft hyphen, BOM', () => {
    expect(linkCheckText('h\u200Bt\u200Dt\u2060p\u00ADs\uFEFF://x')).toBe('https://x');
  });
});

describe('containsLink: the table of cases the database rules also pass (test-support/link-cases.ts)', () => {
  it.each(LINK_CASES)('%p is a link: %p (%s)', (text, isLink) => {
    expect(containsLink(text)).toBe(isLink);
  });

  it('is refused in Name and in Message with the same message, and only what is no link is accepted', () => {
    for (const [text, isLink] of LINK_CASES) {
      if (text === '') continue;
      const errors = validateContact({ ...valid, name: text.slice(0, 100), message: text });
      expect({ text, name: errors.name, message: errors.message }).toEqual({
        text,
        name: isLink ? MESSAGES.link : undefined,
        message: isLink ? MESSAGES.link : undefined,
      });
    }
  });

  it('finds a link hidden behind format characters, which are dropped', () => {
    expect(containsLink('ht\u200Btps://x')).toBe(true);
    expect(containsLink('ww\u00ADw.x')).toBe(true);
    expect(containsLink('evil\u200B.com')).toBe(true);
  });
});

describe('format characters', () => {
  it('are dropped from what is stored, so a message of only zero-width spaces is empty', () => {
    expect(
      normalizeContact({ name: 'Asha\u200B Rao\u00AD', email: '\uFEFFa@gmail.com', message: '\u200B\u200C\u200D\u2060' }),
    ).toEqual({
      name: 'Asha Rao',
      email: 'a@gmail.com',
      message: '',
    });
    expect(validateContact({ ...valid, message: '\u200B\u200B\u200B' }).message).toBe(MESSAGES.messageRequired);
    expect(validateContact({ ...valid, name: '\u200B \u2060' }).name).toBe(MESSAGES.nameRequired);
  });
});

describe('isValidEmailFormat', () => {
  const domain254 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`; // 189 characters
  it('builds its boundary addresses as intended', () => {
    expect(`${'a'.repeat(64)}@${domain254}`).toHaveLength(254);
  });

  it.each([
    'a@gmail.com',
    'asha.rao@gmail.com',
    'first+tag@yahoo.com',
    "o'brien@outlook.com",
    'a_b-c@sub.example.co.uk',
    'USER@GMAIL.COM',
    '1234@mail-server.io',
  ])('accepts %p', (email) => {
    expect(isValidEmailFormat(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@gmail.com',
    'a@',
    'a@gmail',
    'a@@gmail.com',
    'a@b@gmail.com',
    'a b@gmail.com',
    ' a@gmail.com',
    '.a@gmail.com',
    'a.@gmail.com',
    'a..b@gmail.com',
    'a@-gmail.com',
    'a@gmail-.com',
    'a@gmail..com',
    'a@.gmail.com',
    'a@gmail.com.',
    'a@gmail.c',
    'a@gmail.c0m',
    'a@[127.0.0.1]',
    '"quoted"@gmail.com',
  ])('refuses %p', (email) => {
    expect(isValidEmailFormat(email)).toBe(false);
  });

  it('accepts a 64-character local part and refuses a 65-character one', () => {
    expect(isValidEmailFormat(`${'a'.repeat(64)}@gmail.com`)).toBe(true);
    expect(isValidEmailFormat(`${'a'.repeat(65)}@gmail.com`)).toBe(false);
  });

  it('accepts 254 characters overall and refuses 255', () => {
    const email254 = `${'a'.repeat(64)}@${domain254}`;
    const email255 = `${'a'.repeat(64)}@${domain254.replace('d'.repeat(57), 'd'.repeat(58))}`;
    expect(email254).toHaveLength(254);
    expect(email255).toHaveLength(255);
    expect(isValidEmailFormat(email254)).toBe(true);
    expect(isValidEmailFormat(email255)).toBe(false);
  });

  it('refuses a domain label longer than 63 characters', () => {
    expect(isValidEmailFormat(`a@${'b'.repeat(64)}.com`)).toBe(false);
    expect(isValidEmailFormat(`a@${'b'.repeat(63)}.com`)).toBe(true);
  });
});

describe('isAllowedDomain', () => {
  it.each(ALLOWED_EMAIL_DOMAINS.map((d) => [d]))('accepts %s', (domain) => {
    expect(isAllowedDomain(`someone@${domain}`)).toBe(true);
  });

  it('compares case-insensitively', () => {
    expect(isAllowedDomain('someone@GMAIL.COM')).toBe(true);
    expect(isAllowedDomain('someone@ProtonMail.Com')).toBe(true);
    expect(isAllowedDomain('someone@RediffMail.com')).toBe(true);
    expect(isAllowedDomain('someone@YMAIL.COM')).toBe(true);
  });

  it('accepts a rediffmail.com address as a whole contact; an unlisted domain keeps the words of the specification', () => {
    expect(validateContact({ ...valid, email: 'priya.sharma@rediffmail.com' })).toEqual({});
    expect(validateContact({ ...valid, email: 'priya.sharma@ymail.com' })).toEqual({});
    expect(validateContact({ ...valid, email: 'priya.sharma@rediff.com' })).toEqual({
      email: 'Please enter a valid email from a popular provider (e.g. Gmail, Yahoo, Outlook).',
    });
  });

  it.each([
    'someone@mail.gmail.com',
    'someone@gmail.co',
    'someone@gmail.com.evil.com',
    'someone@notgmail.com',
    'someone@gmailcom',
    'someone@example.com',
    'someone@rediffmail.co.in',
    'someone@mail.ymail.com',
    'gmail.com',
    '',
  ])('refuses %p', (email) => {
    expect(isAllowedDomain(email)).toBe(false);
  });
});

describe('validateContact', () => {
  it('returns no errors for a valid contact', () => {
    expect(validateContact(valid)).toEqual({});
    expect(isContactValid(valid)).toBe(true);
  });

  it('requires every field, after trimming', () => {
    expect(validateContact({ name: '', email: '', message: '' })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      message: MESSAGES.messageRequired,
    });
    expect(validateContact({ name: '   ', email: ' \t ', message: '\n\n' })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      message: MESSAGES.messageRequired,
    });
    expect(isContactValid({ name: ' ', email: valid.email, message: valid.message })).toBe(false);
  });

  describe('name', () => {
    it('refuses a link', () => {
      expect(errorsFor({ name: 'http://x' })).toEqual({ name: MESSAGES.link });
      expect(errorsFor({ name: 'Asha www.asha.in' })).toEqual({ name: MESSAGES.link });
    });

    it('accepts 100 characters and refuses 101', () => {
      expect(errorsFor({ name: 'n'.repeat(100) })).toEqual({});
      expect(errorsFor({ name: 'n'.repeat(101) })).toEqual({ name: MESSAGES.nameTooLong });
    });

    it('counts the trimmed length', () => {
      expect(errorsFor({ name: `  ${'n'.repeat(100)}  ` })).toEqual({});
    });

    it('reports the first failing rule: the link before the length', () => {
      expect(errorsFor({ name: `https://x ${'n'.repeat(120)}` })).toEqual({ name: MESSAGES.link });
    });

    it('does not take a bare "www." for a link', () => {
      expect(errorsFor({ name: 'www.' })).toEqual({});
    });
  });

  describe('email', () => {
    it('checks the format, then the domain', () => {
      expect(errorsFor({ email: 'not-an-email' })).toEqual({ email: MESSAGES.emailFormat });
      expect(errorsFor({ email: 'asha@gmail' })).toEqual({ email: MESSAGES.emailFormat });
      expect(errorsFor({ email: 'asha@example.com' })).toEqual({ email: MESSAGES.domain });
      expect(errorsFor({ email: 'asha@mail.gmail.com' })).toEqual({ email: MESSAGES.domain });
    });

    it('accepts upper-case domains and surrounding spaces', () => {
      expect(errorsFor({ email: 'ASHA@GMAIL.COM' })).toEqual({});
      expect(errorsFor({ email: '  asha@Yahoo.com  ' })).toEqual({});
    });

    it('accepts a 64-character local part and refuses a 65-character one', () => {
      expect(errorsFor({ email: `${'a'.repeat(64)}@gmail.com` })).toEqual({});
      expect(errorsFor({ email: `${'a'.repeat(65)}@gmail.com` })).toEqual({ email: MESSAGES.emailFormat });
    });

    it('refuses more than 254 characters with the format message', () => {
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
      expect(long).toHaveLength(255);
      expect(errorsFor({ email: long })).toEqual({ email: MESSAGES.emailFormat });
    });
  });

  describe('message', () => {
    it('refuses a link anywhere, in any case', () => {
      expect(errorsFor({ message: 'Hello, see WWW.example.com for more' })).toEqual({ message: MESSAGES.link });
      expect(errorsFor({ message: 'Line one\nLine two https://example.com' })).toEqual({ message: MESSAGES.link });
    });

    it('refuses a link in look-alike letters and a bare host with a path, with the same message', () => {
      expect(errorsFor({ message: 'ｈｔｔｐｓ://evil.example' })).toEqual({ message: MESSAGES.link });
      expect(errorsFor({ message: 'pay at evil.example/pay' })).toEqual({ message: MESSAGES.link });
      expect(errorsFor({ name: 'ＷＷＷ．evil.example', message: 'e.g. 3.5/5 and/or 1/2 price' })).toEqual({
        name: MESSAGES.link,
      });
    });

    it('accepts a bare "www." with nothing after it', () => {
      expect(errorsFor({ message: 'I typed www. and stopped' })).toEqual({});
      expect(errorsFor({ message: 'ends with www.' })).toEqual({});
    });

    it('accepts 5000 characters and refuses 5001', () => {
      expect(errorsFor({ message: 'm'.repeat(5000) })).toEqual({});
      expect(errorsFor({ message: 'm'.repeat(5001) })).toEqual({ message: MESSAGES.messageTooLong });
    });

    it('reports the link before the length', () => {
      expect(errorsFor({ message: `www.x ${'m'.repeat(5001)}` })).toEqual({ message: MESSAGES.link });
    });
  });

  it('reports each field independently', () => {
    expect(validateContact({ name: 'http://spam', email: 'x@example.com', message: 'm'.repeat(5001) })).toEqual({
      name: MESSAGES.link,
      email: MESSAGES.domain,
      message: MESSAGES.messageTooLong,
    });
    expect(isContactValid({ name: 'http://spam', email: 'x@example.com', message: 'ok' })).toBe(false);
  });
});

describe('normalizeContact', () => {
  it('stores the text as typed: the link check folds look-alikes, the record keeps them', () => {
    expect(normalizeContact({ name: ' Ａｓｈａ ', email: 'a@gmail.com', message: 'm² ½' })).toEqual({
      name: 'Ａｓｈａ',
      email: 'a@gmail.com',
      message: 'm² ½',
    });
    expect(validateContact({ name: 'Ａｓｈａ', email: 'a@gmail.com', message: 'm² ½' })).toEqual({});
  });

  it('trims every field', () => {
    expect(normalizeContact({ name: ' A ', email: ' a@gmail.com\n', message: '\tHi \n' })).toEqual({
      name: 'A',
      email: 'a@gmail.com',
      message: 'Hi',
    });
  });
});
