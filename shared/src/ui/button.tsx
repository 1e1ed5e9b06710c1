/*
 * The site's button (primary or secondary, two sizes, optional icons), shared so that the shell and every remote look
 * alike.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
}

const StyledButton = styled.button<{ $size: 'sm' | 'md'; $variant: 'primary' | 'secondary'; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: ${({ $size }) => ($size === 'sm' ? '6px 12px' : '10px 18px')};
  font-size: ${({ $size }) => ($size === 'sm' ? '14px' : '15px')};
  font-weight: 600;
  border-radius: var(--radius-sm);
  border: 1px solid transparent;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s,
    box-shadow 0.15s;
  ${({ $variant }) =>
    $variant === 'primary'
      ? css`
          background: var(--primary);
          color: var(--on-primary);
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: var(--primary-hover);
          }
        `
      : css`
          background: var(--surface);
          color: var(--text);
          border-color: var(--border-strong);
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: var(--surface-3);
          }
        `}
  /* A small button is still a finger-sized target on a phone (44 px high at least). */
  @media (max-width: 767px) {
    min-height: 44px;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  /* aria-disabled: unavailable but still focusable, so a keyboard visitor reaches it and hears why (contact's Send). */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A disabled button never emits clicks (the native `disabled` attribute guarantees it). */
export function Button({
  size = 'md',
  variant = 'primary',
  type = 'button',
  startIcon,
  endIcon,
  fullWidth = false,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton type={type} $size={size} $variant={variant} $fullWidth={fullWidth} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </StyledButton>
  );
}
