import { act, renderHook } from '@testing-library/react';
import type { ClipboardEvent } from 'react';
import { MESSAGES, type ContactFields } from '../contact-validation';
import { useContactForm, type ContactField } from '../use-contact-form';

const VALID: ContactFields = { name: 'Asha', email: 'asha@gmail.com', message: 'Hello there' };

function setup(send: (fields: ContactFields) => Promise<void> = () => Promise.resolve()) {
  const sendMock = jest.fn(send);
  const hook = renderHook(() => useContactForm(sendMock));
  const type = (field: ContactField, text: string) =>
    act(() => hook.result.current.field(field).onChange({ target: { value: text } }));
  const fill = (fields: ContactFields) => (Object.keys(fields) as ContactField[]).forEach((f) => type(f, fields[f]));
  return { hook, sendMock, type, fill };
}

function pasteEvent(text: string) {
  const preventDefault = jest.fn();
  const event = { clipboardData: { getData: () => text }, preventDefault } as unknown as ClipboardEvent<HTMLInputElement>;
  return { event, preventDefault };
}

describe('useContactForm', () => {
  it('starts empty and quiet: no field messages, no alert, Send not possible', () => {
    const { hook } = setup();
    expect(hook.result.current.field('name')).toMatchObject({ value: '', error: undefined, readOnly: false });
    expect(hook.result.current.alert).toBeUndefined();
    expect(hook.result.current.canSubmit).toBe(false);
  });

  it('shows a message only for fields that were changed or left', () => {
    const { hook, type } = setup();
    type('name', 'see www.example.com');
    expect(hook.result.current.field('name').error).toBe(MESSAGES.link);
    expect(hook.result.current.field('email').error).toBeUndefined();
    act(() => hook.result.current.field('email').onBlur());
    expect(hook.result.current.field('email').error).toBe(MESSAGES.emailRequired);
  });

  it('allows Send only while every field is valid', () => {
    const { hook, fill, type } = setup();
    fill(VALID);
    expect(hook.result.current.canSubmit).toBe(true);
    type('email', 'asha@example.com');
    expect(hook.result.current.field('email').error).toBe(MESSAGES.domain);
    expect(hook.result.current.canSubmit).toBe(false);
  });

  it('says which fields Send waits for, and nothing once the form is valid', () => {
    const { hook, type } = setup();
    expect(hook.result.current.sendNote).toBe('Send is available once Name, Email and Message are filled in correctly.');
    type('name', 'Asha');
    type('message', 'Hello there');
    expect(hook.result.current.sendNote).toBe('Send is available once Email is filled in correctly.');
    type('email', 'asha@example.com');
    expect(hook.result.current.sendNote).toBe('Send is available once Email is filled in correctly.');
    type('email', VALID.email);
    expect(hook.result.current.sendNote).toBeUndefined();
  });

  it('a blocked submission sends nothing, shows every message and names a link problem first', async () => {
    const { hook, sendMock, type } = setup();
    type('email', 'asha@example.com');
    type('message', 'go to https://x.y');
    await act(() => hook.result.current.formProps.onSubmit());
    expect(sendMock).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('blocked');
    expect(hook.result.current.field('name').error).toBe(MESSAGES.nameRequired);
    expect(hook.result.current.alert).toEqual({ variant: 'warning', title: 'Message not sent', message: MESSAGES.link });
    type('message', 'fine');
    expect(hook.result.current.alert?.message).toBe(MESSAGES.domain);
  });

  it('on success sends the values once, resets the form and shows the success alert', async () => {
    let finish: () => void = () => undefined;
    const { hook, sendMock, fill } = setup(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    fill(VALID);
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = hook.result.current.formProps.onSubmit();
    });
    expect(hook.result.current.submitting).toBe(true);
    expect(hook.result.current.canSubmit).toBe(false);
    expect(hook.result.current.field('name').readOnly).toBe(true);
    await act(() => hook.result.current.formProps.onSubmit()); // a second submit while sending is ignored
    await act(async () => {
      finish();
      await pending;
    });
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock).toHaveBeenCalledWith(VALID);
    expect(hook.result.current.alert).toEqual({ variant: 'success', title: 'Success', message: MESSAGES.sendSuccess });
    for (const field of ['name', 'email', 'message'] as const) {
      expect(hook.result.current.field(field)).toMatchObject({ value: '', error: undefined });
    }
  });

  it('on failure logs the error, keeps every field as typed and shows the error alert', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('no database');
    const { hook, fill } = setup(() => Promise.reject(failure));
    const typed = { ...VALID, name: '  Asha  ' };
    fill(typed);
    await act(() => hook.result.current.formProps.onSubmit());
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    expect(hook.result.current.alert).toEqual({ variant: 'error', title: 'Error', message: MESSAGES.sendError });
    expect(hook.result.current.field('name').value).toBe('  Asha  ');
    expect(hook.result.current.field('message').value).toBe(VALID.message);
    expect(hook.result.current.canSubmit).toBe(true);
    log.mockRestore();
  });

  it('cancels a pasted link in Name or Message with the paste message, until the field changes', () => {
    const { hook, type } = setup();
    const linkPaste = pasteEvent('see http://example.com');
    act(() => hook.result.current.field('message').onPaste(linkPaste.event));
    expect(linkPaste.preventDefault).toHaveBeenCalled();
    expect(hook.result.current.field('message').error).toBe(MESSAGES.paste);
    type('message', 'Hello');
    expect(hook.result.current.field('message').error).toBeUndefined();

    for (const disguised of ['ｈｔｔｐｓ://evil.example', 'evil.example/pay']) {
      const disguisedPaste = pasteEvent(disguised);
      act(() => hook.result.current.field('name').onPaste(disguisedPaste.event));
      expect(disguisedPaste.preventDefault).toHaveBeenCalled();
      expect(hook.result.current.field('name').error).toBe(MESSAGES.paste);
    }

    const plain = pasteEvent('Asha Rao');
    act(() => hook.result.current.field('name').onPaste(plain.event));
    expect(plain.preventDefault).not.toHaveBeenCalled();

    const emailPaste = pasteEvent('https://example.com');
    act(() => hook.result.current.field('email').onPaste(emailPaste.event));
    expect(emailPaste.preventDefault).not.toHaveBeenCalled();
  });
});
