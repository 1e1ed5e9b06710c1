/*
 * The typography of the text pages (About Us, Privacy, Terms), in one place so that the pages contain only their words.
 */
import styled from 'styled-components';
import { CardShell } from '@calc/shared';

/**
 * The one typographic style of the text pages (About Us, Privacy, Terms): a card holding long-form text at a
 * readable measure (about 72 characters a line), with a calm vertical rhythm, in both themes (colours come
 * from the design tokens only). Pages put plain elements inside: p, h2, h3, ul, ol, section, a, strong.
 *
 * - The first paragraph is set as a lead.
 * - `<section>`s are the numbered parts of a document; each after the first is set off by a hairline.
 * - `<ul data-columns>` flows a list of short items into two columns where there is room.
 */
export const Prose = styled(CardShell)`
  max-width: calc(72ch + 48px);
  font-size: 16px;
  line-height: 1.7;
  color: var(--text-muted);
  overflow-wrap: break-word;

  & :where(p, ul, ol, h2, h3, section) {
    margin: 0;
  }
  & > * + *,
  & section > * + * {
    margin-top: 14px;
  }
  & > * + section {
    margin-top: 28px;
  }
  & > section + section {
    padding-top: 28px;
    border-top: 1px solid var(--border);
  }

  & > p:first-child {
    font-size: 17px;
    line-height: 1.65;
    color: var(--text);
  }

  & h2 {
    font-size: 20px;
    font-weight: 700;
    line-height: 1.3;
    letter-spacing: -0.01em;
    color: var(--text);
  }
  & h3 {
    font-size: 16px;
    font-weight: 700;
    line-height: 1.4;
    color: var(--text);
  }
  & > * + h2,
  & section > * + h3,
  & > * + h3 {
    margin-top: 24px;
  }
  & h2 + *,
  & h3 + * {
    margin-top: 8px;
  }

  & ul,
  & ol {
    padding-left: 1.25em;
  }
  & li + li {
    margin-top: 6px;
  }
  & li::marker {
    color: var(--text-subtle);
  }
  & ul[data-columns] {
    column-gap: 32px;
  }
  & ul[data-columns] li {
    margin: 0;
    padding-bottom: 6px;
  }
  @media (min-width: 560px) {
    & ul[data-columns] {
      columns: 2;
    }
    & ul[data-columns] li {
      break-inside: avoid;
    }
  }

  & strong {
    font-weight: 600;
    color: var(--text);
  }
  & a {
    color: var(--primary-text);
    font-weight: 500;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }
  & a:hover {
    text-decoration-thickness: 2px;
  }
`;
