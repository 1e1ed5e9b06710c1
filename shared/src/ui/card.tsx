/*
 * The card that holds a page's blocks (inputs, results, text), shared so that the shell and every remote look alike.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const CardShell = styled.section`
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  padding: 20px;
  min-width: 0;
  @media (min-width: 640px) {
    padding: 24px;
  }
`;

const CardHeader = styled.header`
  margin-bottom: 16px;
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
  p {
    margin: 4px 0 0;
    color: var(--text-muted);
    font-size: 14px;
  }
`;

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
  /** Heading level of the title, for a correct outline. */
  headingLevel?: 2 | 3;
  id?: string;
}

export function Card({ title, description, className, children, headingLevel = 2, id }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <CardShell className={className} aria-labelledby={title && id ? `${id}-title` : undefined} id={id}>
      {title || description ? (
        <CardHeader>
          {title ? <Heading id={id ? `${id}-title` : undefined}>{title}</Heading> : null}
          {description ? <p>{description}</p> : null}
        </CardHeader>
      ) : null}
      {children}
    </CardShell>
  );
}
