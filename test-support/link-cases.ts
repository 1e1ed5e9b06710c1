/*
 * The table of what is and is not a link (SPEC-NOTES, "What counts as a link"), written out by hand from the
 * specification, not from the code: the page's containsLink (mfe-pages/src/contact/__tests__/contact-validation.test.ts)
 * and the database rules through the real local database (scripts/__tests__/database-rules.test.ts) must both give
 * each case's verdict, in Name and in Message.
 */
export const LINK_CASES: readonly (readonly [text: string, isLink: boolean, why: string])[] = [
  // Schemes, with or without slashes, and their obfuscations.
  ['http://x', true, 'http with slashes'],
  ['see https://example.com', true, 'https inside text'],
  ['HTTPS://EXAMPLE.COM', true, 'upper case'],
  ['https:evil.example', true, 'https without slashes'],
  ['http:/x', true, 'http with one slash'],
  ['hxxps://evil', true, 'hxxps'],
  ['hxxp://evil', true, 'hxxp'],
  ['ftp://files', true, 'ftp'],
  ['mailto:someone@somewhere', true, 'mailto'],
  ['javascript:alert(1)', true, 'javascript'],
  ['data:text/html,hi', true, 'data'],
  ['line one\nhttps://a.b', true, 'on a later line'],
  // www.
  ['www.example', true, 'www.'],
  ['Visit WWW.example.com today', true, 'WWW. in capitals'],
  ['(www.a)', true, 'www. in brackets'],
  // IP addresses.
  ['192.168.0.1', true, 'an IPv4 address'],
  ['pay at 10.0.0.7/pay', true, 'an IPv4 address with a path'],
  // Host names with a real top-level domain, with or without a path.
  ['evil.example/x', true, 'a reserved example domain with a path'],
  ['shop.in', true, 'a bare host with a country code'],
  ['I use gmail.com daily', true, 'a bare .com host'],
  ['sub.domain.example.co.uk/path?q=1', true, 'several labels'],
  ['evil.example:8080/pay', true, 'a port'],
  ['wwwx.com', true, 'a host that starts with www'],
  // Look-alike characters.
  ['ｈｔｔｐｓ://evil', true, 'full-width letters'],
  ['ＨＴＴＰＳ：／／ＥＶＩＬ．ＥＸＡＭＰＬＥ', true, 'full-width throughout'],
  ['ⓗⓣⓣⓟⓢ://x', true, 'circled letters'],
  ['ℎttps://x', true, 'a letterlike symbol'],
  ['httpſ://x', true, 'a long s'],
  ['ⓦⓦⓦ．x', true, 'circled www and a full-width full stop'],
  ['evil。com', true, 'an ideographic full stop'],
  ['evil｡com', true, 'a half-width ideographic full stop'],
  ['evil․com', true, 'a one-dot leader'],
  ['ｅｖｉｌ．ｅｘａｍｐｌｅ／ｐａｙ', true, 'a full-width host and path'],
  ['evil.example⁄pay', true, 'a fraction slash'],
  ['evil.example∕pay', true, 'a division slash'],
  ['１９２．１６８．０．１', true, 'a full-width IP address'],
  // Ordinary text.
  ['', false, 'nothing'],
  ['plain text', false, 'words'],
  ['node.js/react', false, 'js is no top-level domain'],
  ['Dr.Smith/Jones', false, 'smith is no top-level domain'],
  ['e.g. 3.5/5', false, 'an abbreviation and a rating'],
  ['i.e. A.M./P.M.', false, 'one-letter labels'],
  ['1/2 price, and/or', false, 'slashes in text'],
  ['Rs.500/month, 24/7, km/h, TCP/IP, HTTP/2', false, 'units and versions'],
  ['v2.0/beta, version 1.2.3', false, 'versions'],
  ['Reach me at asha.rao@gmail.com, thanks.', false, 'an e-mail address'],
  ['www.', false, 'www. alone'],
  ['www. example', false, 'www. and a space'],
  ['https:// x', true, 'a scheme and its slashes, even before a space'],
  ['Missing data: the totals', false, 'data: and a space'],
  ['metadata:x', false, 'a scheme name inside a word'],
  ['Area in m² and ½ cup: ｶﾀｶﾅ, ①②③', false, 'compatibility characters in text'],
  ['（全角）テキスト。ありがとう！', false, 'Japanese with an ideographic full stop'],
  ['1234.5.6.7 and 1.2.3', false, 'numbers that are no address'],
];
