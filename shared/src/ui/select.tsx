import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  position: relative;
  select {
    appearance: none;
    width: 100%;
    padding: 10px 40px 10px 12px;
    border-radius: var(--radius-sm);
    border: 1px solid var(--border-strong);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-size: 16px; /* 16px keeps iOS from zooming on focus */
    cursor: pointer;
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
  }
  select:focus-visible {
    outline: none;
    border-color: var(--primary);
    box-shadow: var(--focus-ring);
  }
  /* The native arrow is gone with appearance: none; a chevron drawn in CSS takes its place. */
  &::after {
    content: '';
    position: absolute;
    right: 16px;
    top: 50%;
    width: 8px;
    height: 8px;
    border-right: 2px solid var(--text-muted);
    border-bottom: 2px solid var(--text-muted);
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

/** A native select styled like the text fields (the phone's own picker opens on tap). */
export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { id: string }) {
  return (
    <Frame className={className}>
      <select {...rest} />
    </Frame>
  );
}
