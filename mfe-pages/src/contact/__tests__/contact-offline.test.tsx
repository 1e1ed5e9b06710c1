import { act, renderHook, waitFor } from '@testing-library/react';
import type { ContactFields } from '../contact-validation';
import { CONTACT_OUTBOX_KEY, keptMessage, OFFLINE_MESSAGE } from '../contact-outbox';
import { useContactForm, type ContactField } from '../use-contact-form';

const VALID: ContactFields = { name: 'Asha', email: 'asha@gmail.com', message: 'Hello while offline' };

let online = true;
beforeAll(() => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
beforeEach(() => {
  online = true;
  localStorage.clear();
});

function setup(send: (fields: ContactFields) => Promise<void> = () => Promise.resolve()) {
  const sendMock = jest.fn(send);
  const hook = renderHook(() => useContactForm(sendMock));
  const fill = (fields: ContactFields) =>
    (Object.keys(fields) as ContactField[]).forEach((field) =>
      act(() => hook.result.current.field(field).onChange({ target: { value: fields[field] } })),
    );
  return { hook, sendMock, fill };
}

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('the contact form offline', () => {
  it('keeps the message, says so, and sends it when the browser is back online', async () => {
    const { hook, sendMock, fill } = setup();
    fill(VALID);
    online = false;
    await act(() => hook.result.current.formProps.onSubmit());
    expect(sendMock).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('offline');
    expect(hook.result.current.alert).toEqual({ variant: 'info', title: 'You are offline', message: OFFLINE_MESSAGE });
    expect(hook.result.current.field('message').value).toBe(VALID.message);
    expect(keptMessage()).toEqual(VALID);

    goOnline();
    await waitFor(() => expect(hook.result.current.status).toBe('success'));
    expect(sendMock).toHaveBeenCalledWith(VALID);
    expect(keptMessage()).toBeNull();
    expect(hook.result.current.field('message').value).toBe('');
  });

  it('keeps the message when the connection drops during the send', async () => {
    const { hook, fill } = setup(() => {
      online = false;
      return Promise.reject(new Error('network'));
    });
    fill(VALID);
    await act(() => hook.result.current.formProps.onSubmit());
    expect(hook.result.current.status).toBe('offline');
    expect(keptMessage()).toEqual(VALID);
  });

  it('a message kept at an earlier visit fills the form and is sent when the page opens online', async () => {
    localStorage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify(VALID));
    const { hook, sendMock } = setup();
    await waitFor(() => expect(hook.result.current.status).toBe('success'));
    expect(sendMock).toHaveBeenCalledWith(VALID);
    expect(localStorage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
  });

  it('opened offline, it shows the kept message and waits; a send that fails online keeps it for the next try', async () => {
    localStorage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify(VALID));
    online = false;
    const { hook, sendMock } = setup(() => Promise.reject(new Error('refused')));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(hook.result.current.status).toBe('offline');
    expect(hook.result.current.field('name').value).toBe(VALID.name);
    goOnline();
    await waitFor(() => expect(hook.result.current.status).toBe('error'));
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(keptMessage()).toEqual(VALID);
  });

  it('garbage in storage is nothing kept', () => {
    localStorage.setItem(CONTACT_OUTBOX_KEY, '{"name": 3');
    const { hook, sendMock } = setup();
    expect(hook.result.current.status).toBe('idle');
    expect(sendMock).not.toHaveBeenCalled();
  });
});
