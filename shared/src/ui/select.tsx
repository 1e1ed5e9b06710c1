/*
 * The site's select field, styled like the text field and following the theme.
 */
import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';
import { InputFrame } from './input';

const SelectFrame = styled(InputFrame)`
  select {
    appearance: none;
    flex: 1;
    min-width: 0;
    width: 100%;
    padding: 10px 40px 10px 12px;
    border: 0;
    background: transparent;
    outline: none;
    font: inherit;
    font-size: 16px; /* 16px keeps iOS from zooming on focus */
    color: var(--text);
    cursor: pointer;
  }
  /* The native list follows the theme. */
  option {
    background: var(--surface);
    color: var(--text);
  }
  svg {
    position: absolute;
    right: 12px;
    color: var(--text-subtle);
    pointer-events: none;
  }
`;

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  ref?: Ref<HTMLSelectElement>;
  /** Drawn in the error colour (its message is the caller's, tied by aria-describedby). */
  invalid?: boolean;
}

/** A native select framed like the text fields (keyboard, phone pickers and screen readers as the platform does them). */
export function Select({ className, invalid, ref, ...rest }: SelectProps) {
  return (
    <SelectFrame className={className} $state={invalid ? 'error' : 'none'}>
      <select ref={ref} aria-invalid={invalid ? true : undefined} {...rest} />
      <Icon name="chevronDown" size={18} />
    </SelectFrame>
  );
}
