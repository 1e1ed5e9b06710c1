/*
 * The site's text field with its prefix, suffix and message, and the reading of numbers typed into it, shared so that
 * every form behaves the same.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { parseNumberText, type DecimalMark } from '../format/number-text';

const Wrapper = styled.div<{ $state: 'error' | 'success' | 'none' }>`
  position: relative;
  display: flex;
  align-items: center;
  border-radius: var(--radius-sm);
  border: 1px solid
    ${({ $state }) => ($state === 'error' ? 'var(--error)' : $state === 'success' ? 'var(--success)' : 'var(--border-strong)')};
  background: var(--surface);
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &:focus-within {
    border-color: var(--primary);
    box-shadow: var(--focus-ring);
  }
  input,
  textarea {
    flex: 1;
    min-width: 0;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    background: transparent;
    outline: none;
    font-size: 16px; /* 16px keeps iOS from zooming on focus */
    color: var(--text);
  }
  input::placeholder,
  textarea::placeholder {
    color: var(--text-subtle);
  }
  input:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Adornment = styled.span`
  padding: 0 0 0 12px;
  color: var(--text-subtle);
  font-size: 15px;
  white-space: nowrap;
  user-select: none;
`;

const Suffix = styled(Adornment)`
  padding: 0 12px 0 0;
`;

export const FieldMessage = styled.p<{ $tone: 'error' | 'hint' | 'success' }>`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${({ $tone }) => ($tone === 'error' ? 'var(--error)' : $tone === 'success' ? 'var(--success)' : 'var(--text-subtle)')};
`;

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  success?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Shown inside the field before the value (a currency symbol). */
  prefix?: ReactNode;
  /** Shown inside the field after the value (%, years). */
  suffix?: ReactNode;
}

/** A field with its inline error or hint tied to it by aria-describedby. */
export function Input({ id, success, error, hint, prefix, suffix, className, ...rest }: InputProps) {
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <Wrapper $state={error ? 'error' : success ? 'success' : 'none'}>
        {prefix ? <Adornment aria-hidden="true">{prefix}</Adornment> : null}
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={messageId} {...rest} />
        {suffix ? <Suffix aria-hidden="true">{suffix}</Suffix> : null}
      </Wrapper>
      {error ? (
        <FieldMessage id={messageId} $tone="error">
          {error}
        </FieldMessage>
      ) : hint ? (
        <FieldMessage id={messageId} $tone="hint">
          {hint}
        </FieldMessage>
      ) : null}
    </div>
  );
}

export { Wrapper as InputFrame };

/**
 * The numeric value of a number field's text (grouping and shorthand allowed), or null when empty or not a finite
 * number; `mark` is the decimal mark the text is written with (a calculator's: its state's `decimal`).
 */
export function parseNumber(text: string, mark: DecimalMark = '.'): number | null {
  const parsed = parseNumberText(text, mark);
  return parsed.kind === 'number' && Number.isFinite(parsed.value) ? parsed.value : null;
}
