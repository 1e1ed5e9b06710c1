/*
 * The field label, shared so that every form's labels look the same and are tied to their fields.
 */
import type { LabelHTMLAttributes } from 'react';
import styled from 'styled-components';

const StyledLabel = styled.label`
  display: block;
  margin-bottom: 6px;
  font-size: 14px;
  font-weight: 600;
  color: var(--text);
`;

/** A label tied to its field by `htmlFor` (the spec's 'for' target). */
export function Label({ htmlFor, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string }) {
  return (
    <StyledLabel htmlFor={htmlFor} {...rest}>
      {children}
    </StyledLabel>
  );
}
