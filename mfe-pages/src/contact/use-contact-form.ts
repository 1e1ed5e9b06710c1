/*
 * The state of the contact form; the page only lays it out.
 *
 * - Field messages come from the pure rules (validateContact); a field shows its message once it has been
 *   changed or left, or once a submission has been attempted, so the visitor always sees why Send is disabled.
 * - A paste that contains a link into Name or Message is cancelled and that field says why, until it changes.
 * - Send is possible only while the form is valid and nothing is being sent. Otherwise it is aria-disabled, not
 *   disabled: Tab still reaches it and it says which fields are missing (sendNote). Pressing it, or Enter in a
 *   one-line field, counts as a blocked submission: every field shows its message and the alert above the form
 *   names the problem.
 * - Success resets the form; failure keeps every field as typed and logs the error to the console.
 * - Offline (the browser knows it has no network), Send keeps the message in localStorage (contact-outbox.ts) and
 *   says so; it is sent when the browser is back online, or when the page is next opened online. A kept message
 *   fills the form until it is sent, and a send that fails keeps it for the next try.
 */
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { AlertVariant } from '@calc/shared';
import {
  containsLink,
  LINK_FREE_FIELDS,
  MESSAGES,
  validateContact,
  type ContactErrors,
  type ContactFields,
} from './contact-validation';
import { sendContactMessage } from './send-contact';
import { forgetMessage, isOffline, keepMessage, keptMessage, OFFLINE_MESSAGE } from './contact-outbox';

export type ContactField = keyof ContactFields;
export type ContactStatus = 'idle' | 'blocked' | 'submitting' | 'success' | 'error' | 'offline';

export interface ContactAlert {
  variant: AlertVariant;
  title: string;
  message: string;
}

type Flags = Record<ContactField, boolean>;

const EMPTY: ContactFields = { name: '', email: '', message: '' };
const NO_FLAGS: Flags = { name: false, email: false, message: false };
/** The fields in which links are refused, and so pasted links too. */
const LINK_FREE = LINK_FREE_FIELDS;

/** The fields by their labels on the page, in the page's order. */
const FIELD_LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', message: 'Message' };

/** 'Name', 'Name and Email', 'Name, Email and Message'. */
function listInWords(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** The alert of a blocked submission: a link or domain problem first, otherwise the first field's message. */
function blockedMessage(errors: ContactErrors): string | undefined {
  const messages = [errors.name, errors.email, errors.message].filter((m): m is string => Boolean(m));
  return messages.find((m) => m === MESSAGES.link) ?? messages.find((m) => m === MESSAGES.domain) ?? messages[0];
}

export function useContactForm(send: (fields: ContactFields) => Promise<void> = sendContactMessage) {
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [touched, setTouched] = useState<Flags>(NO_FLAGS);
  const [pasteRefused, setPasteRefused] = useState<Flags>(NO_FLAGS);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const inFlight = useRef(false);

  const errors = useMemo(() => validateContact(values), [values]);
  const valid = Object.keys(errors).length === 0;
  const submitting = status === 'submitting';

  /** The message under a field, if it has one to show now. */
  function messageFor(field: ContactField): string | undefined {
    if (pasteRefused[field]) return MESSAGES.paste;
    return touched[field] || attempted ? errors[field] : undefined;
  }

  function change(field: ContactField, text: string) {
    setValues((current) => ({ ...current, [field]: text }));
    setTouched((current) => ({ ...current, [field]: true }));
    setPasteRefused((current) => ({ ...current, [field]: false }));
  }

  function leave(field: ContactField) {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }

  function paste(field: ContactField, event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (!LINK_FREE.includes(field)) return;
    const refused = containsLink(event.clipboardData.getData('text'));
    if (refused) event.preventDefault();
    setPasteRefused((current) => ({ ...current, [field]: refused }));
  }

  /** Sends a valid message; offline, keeps it for later instead (and a kept one stays until it is sent). */
  async function deliver(fields: ContactFields) {
    if (inFlight.current) return;
    if (isOffline()) {
      keepMessage(fields);
      setStatus('offline');
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    try {
      await send(fields);
      forgetMessage();
      setValues(EMPTY);
      setTouched(NO_FLAGS);
      setPasteRefused(NO_FLAGS);
      setAttempted(false);
      setStatus('success');
    } catch (error) {
      if (isOffline()) {
        keepMessage(fields);
        setStatus('offline');
      } else {
        console.error('The contact message could not be sent:', error);
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
    }
  }
  const deliverLatest = useRef(deliver);
  deliverLatest.current = deliver;

  // A message kept while offline fills the form, and goes as soon as the browser is (or comes back) online.
  useEffect(() => {
    const sendKept = () => {
      const kept = keptMessage();
      if (kept && Object.keys(validateContact(kept)).length === 0) void deliverLatest.current(kept);
    };
    const kept = keptMessage();
    if (kept) {
      setValues(kept);
      if (isOffline()) setStatus('offline');
      else sendKept();
    }
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
  }, []);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    setAttempted(true);
    if (!valid) {
      setStatus('blocked');
      return;
    }
    await deliver(values);
  }

  /** Enter in a one-line field of an invalid form: the browser does nothing, so show why instead. */
  function keyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || valid || submitting) return;
    event.preventDefault();
    void submit();
  }

  // Why Send is unavailable, for the keyboard and screen-reader visitor who reaches it (it stays focusable).
  const missing = (Object.keys(FIELD_LABELS) as ContactField[]).filter((name) => errors[name]).map((name) => FIELD_LABELS[name]);
  const sendNote =
    valid || submitting
      ? undefined
      : `Send is available once ${listInWords(missing)} ${missing.length > 1 ? 'are' : 'is'} filled in correctly.`;

  let alert: ContactAlert | undefined;
  if (status === 'success') alert = { variant: 'success', title: 'Success', message: MESSAGES.sendSuccess };
  else if (status === 'error') alert = { variant: 'error', title: 'Error', message: MESSAGES.sendError };
  else if (status === 'offline') alert = { variant: 'info', title: 'You are offline', message: OFFLINE_MESSAGE };
  else if (status === 'blocked') {
    const message = blockedMessage(errors);
    if (message) alert = { variant: 'warning', title: 'Message not sent', message };
  }

  /** Everything a field element needs: value, handlers, its message, read-only while sending. */
  function field(name: ContactField) {
    return {
      name,
      value: values[name],
      error: messageFor(name),
      readOnly: submitting,
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
      onBlur: () => leave(name),
      onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => paste(name, event),
    };
  }

  return {
    field,
    alert,
    status,
    submitting,
    canSubmit: valid && !submitting,
    sendNote,
    // POST, never the default GET: a form sent before (or without) the scripts must not put a message in the address.
    formProps: { noValidate: true, method: 'post', onSubmit: submit, onKeyDown: keyDown },
  };
}
