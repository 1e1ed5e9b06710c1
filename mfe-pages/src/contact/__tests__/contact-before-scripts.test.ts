/* The contact form's link rules before the scripts, on markup shaped as the prerendered form's. */
import { MESSAGES } from '../contact-validation';
import { enforceLinkRulesEarly } from '../contact-before-scripts';

const FORM =
  '<form method="post">' +
  '<div><label for="contact-name">Name</label><div><input id="contact-name" name="name"></div></div>' +
  '<div><label for="contact-email">Email</label><div><input id="contact-email" name="email"></div><p id="contact-email-hint">hint</p></div>' +
  '<div><label for="contact-message">Message</label><div><textarea id="contact-message" name="message" aria-describedby="contact-message-hint"></textarea></div>' +
  '<p id="contact-message-hint">Plain text</p></div></form>';

function paste(field: HTMLElement, text: string): Event {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => (type === 'text' ? text : '') } });
  field.dispatchEvent(event);
  return event;
}

function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const messageOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${FORM}</div>`;
  enforceLinkRulesEarly(document.getElementById('root')!);
});

test('a link pasted into Name or Message is refused, with the form’s own message', () => {
  for (const id of ['contact-name', 'contact-message']) {
    const field = document.getElementById(id)!;
    expect(paste(field, 'see https://evil.example').defaultPrevented).toBe(true);
    expect(messageOf(field)).toBe(MESSAGES.paste);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  }
  // The Message hint gives way to the message while it shows.
  expect(document.getElementById('contact-message-hint')!.hidden).toBe(true);
});

test('plain text pastes as usual, and Email has no link rule', () => {
  expect(paste(document.getElementById('contact-name')!, 'Ada Lovelace').defaultPrevented).toBe(false);
  expect(paste(document.getElementById('contact-email')!, 'www.example.com').defaultPrevented).toBe(false);
  expect(document.querySelectorAll('[id$="-early-message"]')).toHaveLength(0);
});

test('a typed link is named at once, and the message goes when the link does', () => {
  const message = document.getElementById('contact-message') as HTMLTextAreaElement;
  type(message, 'Visit www.example.com');
  expect(messageOf(message)).toBe(MESSAGES.link);
  type(message, 'Visit us');
  expect(document.getElementById('contact-message-early-message')).toBeNull();
  expect(message.getAttribute('aria-describedby')).toBe('contact-message-hint');
  expect(message.hasAttribute('aria-invalid')).toBe(false);
  expect(document.getElementById('contact-message-hint')!.hidden).toBe(false);
});
