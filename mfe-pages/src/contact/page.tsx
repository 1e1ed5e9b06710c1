/*
 * The Contact Us page: the form's markup and messages; sending and validation live in use-contact-form.ts and
 * contact-validation.ts.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, FieldMessage, groupThousands, Icon, Input, InputFrame, Label } from '@calc/shared';
import { ALLOWED_EMAIL_DOMAINS, MESSAGE_MAX_LENGTH } from './contact-validation';
import { useContactForm } from './use-contact-form';

const ContactCard = styled(Card)`
  max-width: 640px;
`;

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

/** Receives focus when the outcome of a send appears, so keyboard and screen-reader users land on it. */
const AlertSlot = styled.div`
  margin-bottom: 20px;
  border-radius: var(--radius);
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: var(--focus-ring);
  }
`;

const MessageBox = styled.textarea`
  display: block;
  min-height: 152px;
  resize: vertical;
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  @media (max-width: 479px) {
    button {
      width: 100%;
    }
  }
`;

const SendNote = styled.p`
  margin: -8px 0 0;
  font-size: 13px;
  color: var(--text-muted);
  text-align: right;
  @media (max-width: 479px) {
    text-align: left;
  }
`;

const SEND_NOTE_ID = 'contact-send-note';

const EMAIL_HINT = `Use an address at ${ALLOWED_EMAIL_DOMAINS.slice(0, -1).join(', ')} or ${ALLOWED_EMAIL_DOMAINS.at(-1)}.`;
const MESSAGE_HINT = `Plain text without links, up to ${groupThousands(MESSAGE_MAX_LENGTH)} characters.`;

export default function ContactUs() {
  const form = useContactForm();
  const name = form.field('name');
  const email = form.field('email');
  const { error: messageError, ...message } = form.field('message');
  const alertSlot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (form.status === 'success' || form.status === 'error' || form.status === 'offline') alertSlot.current?.focus();
  }, [form.status]);

  const messageNoteId = messageError ? 'contact-message-error' : 'contact-message-hint';

  return (
    <ContactCard
      title="Send us a message"
      description="Questions, feedback or an idea for a new calculator? We read every message."
    >
      {form.alert ? (
        <AlertSlot ref={alertSlot} tabIndex={-1}>
          <Alert variant={form.alert.variant} title={form.alert.title} message={form.alert.message} />
        </AlertSlot>
      ) : null}
      <Form {...form.formProps}>
        <div>
          <Label htmlFor="contact-name">Name</Label>
          <Input id="contact-name" type="text" autoComplete="name" required {...name} />
        </div>
        <div>
          <Label htmlFor="contact-email">Email</Label>
          <Input id="contact-email" type="email" inputMode="email" autoComplete="email" required hint={EMAIL_HINT} {...email} />
        </div>
        <div>
          <Label htmlFor="contact-message">Message</Label>
          <InputFrame $state={messageError ? 'error' : 'none'}>
            <MessageBox
              id="contact-message"
              rows={6}
              required
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageNoteId}
              {...message}
            />
          </InputFrame>
          <FieldMessage id={messageNoteId} $tone={messageError ? 'error' : 'hint'}>
            {messageError ?? MESSAGE_HINT}
          </FieldMessage>
        </div>
        <Actions>
          {/* aria-disabled rather than disabled: Tab still reaches Send, which then says what is missing. */}
          <Button
            type="submit"
            aria-disabled={!form.canSubmit || undefined}
            aria-describedby={form.sendNote ? SEND_NOTE_ID : undefined}
            aria-busy={form.submitting || undefined}
            startIcon={<Icon name="mail" size={18} />}
          >
            {form.submitting ? 'Sending…' : 'Send'}
          </Button>
        </Actions>
        {form.sendNote ? <SendNote id={SEND_NOTE_ID}>{form.sendNote}</SendNote> : null}
      </Form>
    </ContactCard>
  );
}
