/*
 * A contact message that could not be sent because the visitor is offline, kept in localStorage until it is sent
 * (when the browser is back online, or at the next visit of the page): nothing typed is lost. Storage that is
 * missing, blocked or holds garbage reads as nothing kept.
 */
import type { ContactFields } from './contact-validation';

export const CONTACT_OUTBOX_KEY = 'calchub:contact-outbox';

/** What the form says when it keeps a message (not a text of the specification, which has no offline case). */
export const OFFLINE_MESSAGE = 'You are offline. Your message is kept and will be sent when you are back online.';

export function keepMessage(fields: ContactFields): void {
  try {
    localStorage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify({ name: fields.name, email: fields.email, message: fields.message }));
  } catch {
    // No storage: the form still holds the message while the page is open.
  }
}

export function keptMessage(): ContactFields | null {
  try {
    const text = localStorage.getItem(CONTACT_OUTBOX_KEY);
    if (!text) return null;
    const kept = JSON.parse(text) as Partial<Record<keyof ContactFields, unknown>> | null;
    if (!kept || typeof kept.name !== 'string' || typeof kept.email !== 'string' || typeof kept.message !== 'string') return null;
    return { name: kept.name, email: kept.email, message: kept.message };
  } catch {
    return null;
  }
}

export function forgetMessage(): void {
  try {
    localStorage.removeItem(CONTACT_OUTBOX_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The browser says it has no network (navigator.onLine is false only when it knows). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
