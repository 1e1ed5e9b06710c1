/*
 * The alert box (success, error, warning, info) that forms and calculators report outcomes in, one look across the
 * site.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './icons';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

const ICONS: Record<AlertVariant, IconName> = { success: 'check', error: 'alert', warning: 'alert', info: 'info' };

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  border-radius: var(--radius);
  border: 1px solid ${({ $variant }) => `color-mix(in srgb, var(--${$variant}) 35%, transparent)`};
  background: ${({ $variant }) => `var(--${$variant}-soft)`};
  color: var(--text);
  svg {
    color: ${({ $variant }) => `var(--${$variant})`};
    flex: none;
    margin-top: 2px;
  }
  strong {
    display: block;
    margin-bottom: 2px;
  }
  p {
    margin: 0;
    color: var(--text-muted);
  }
`;

export interface AlertProps {
  variant: AlertVariant;
  title: string;
  message: ReactNode;
  link?: { href: string; text: string };
  children?: ReactNode;
}

/** Errors and warnings interrupt a screen reader (role=alert); success and info wait politely. */
export function Alert({ variant, title, message, link, children }: AlertProps) {
  return (
    <Box $variant={variant} role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}>
      <Icon name={ICONS[variant]} />
      <div>
        <strong>{title}</strong>
        <p>{message}</p>
        {link ? <a href={link.href}>{link.text}</a> : null}
        {children}
      </div>
    </Box>
  );
}
