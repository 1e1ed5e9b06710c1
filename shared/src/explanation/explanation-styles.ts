/* The look of "How it is calculated" (./explanation-section.tsx): its blocks, lists, example panel and questions. */
import styled from 'styled-components';
import { CardShell } from '../ui/card';

export const Section = styled(CardShell)`
  margin-top: 24px;
  display: grid;
  gap: 28px;
  line-height: 1.6;

  h2 {
    font-size: 20px;
    font-weight: 700;
  }
  h3 {
    font-size: 16px;
    font-weight: 700;
    margin-bottom: 10px;
  }
  p {
    margin: 0;
  }
  /* Fonts with OpenType MATH tables, so sums grow and brackets stretch; 'math' is the browser's own choice. */
  math {
    font-family: 'STIX Two Math', 'Cambria Math', 'Latin Modern Math', 'DejaVu Math TeX Gyre', 'Noto Sans Math', math;
  }
`;

export const Lead = styled.p`
  && {
    margin-top: 6px;
  }
  max-width: 70ch;
  color: var(--text-muted);
`;

/** Two blocks side by side when there is room; one column on a phone, in reading order. */
export const Pair = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 32px;
  }
`;

export const Block = styled.section`
  min-width: 0;
`;

/*
 * The equations of a formula sit side by side where they fit and stack on a phone. An equation wider than the box
 * scrolls sideways; auto margins (not justify-content: center) keep its start reachable when it does.
 */
export const FormulaBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 2em;
  overflow-x: auto;
  overflow-y: hidden;
  padding: 14px 12px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface-2);
  color: var(--text);

  math {
    font-size: 1.1em;
  }
  math[display='block'] {
    margin: 6px auto;
  }
  @media (min-width: 640px) {
    padding: 18px 16px;
    math {
      font-size: 1.25em;
    }
  }
  &:focus-visible {
    outline: 2px solid var(--primary);
    outline-offset: 2px;
  }
`;

export const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  max-width: 70ch;
`;

/** Symbols in two columns when there is room: the formula above them spans the section. */
export const SymbolList = styled(Plain)`
  max-width: none;
  gap: 10px 32px;
  @media (min-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const SymbolItem = styled.li`
  display: grid;
  grid-template-columns: minmax(3.2em, max-content) minmax(0, 1fr);
  gap: 12px;
  align-items: baseline;
  font-size: 15px;

  > span:first-child {
    text-align: center;
    padding: 0 6px;
    border-radius: var(--radius-sm);
    background: var(--surface-3);
    font-size: 1.05em;
  }
`;

export const ConventionItem = styled.li`
  position: relative;
  padding-left: 22px;
  font-size: 15px;
  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 0.65em;
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: var(--primary);
  }
`;

export const ExamplePanel = styled.div`
  padding: 16px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface-2);
  font-size: 15px;
  > p {
    color: var(--text-muted);
    margin-bottom: 12px;
  }
`;

export const ExampleRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const ExampleRow = styled.li<{ $emphasis: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 2px 16px;
  padding: 8px 0;
  border-top: 1px dashed var(--border-strong);
  > span:last-child {
    margin-left: auto;
    font-weight: ${({ $emphasis }) => ($emphasis ? 800 : 600)};
    font-size: ${({ $emphasis }) => ($emphasis ? '18px' : 'inherit')};
    color: ${({ $emphasis }) => ($emphasis ? 'var(--primary-text)' : 'var(--text)')};
    font-variant-numeric: tabular-nums;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

export const Faqs = styled.div`
  display: grid;
  gap: 10px;
  max-width: 80ch;
`;

export const Faq = styled.details`
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);

  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 12px 16px;
    cursor: pointer;
    font-weight: 600;
    list-style: none;
    border-radius: var(--radius);
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex: none;
    color: var(--text-subtle);
    transition: transform 0.15s ease;
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  summary:hover {
    color: var(--primary-text);
  }
  summary:focus-visible {
    outline: 2px solid var(--primary);
    outline-offset: 2px;
  }

  > div {
    padding: 0 16px 14px;
    color: var(--text-muted);
    font-size: 15px;
  }
  > div p + p {
    margin-top: 8px;
  }
`;

export const RelatedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

export const RelatedItem = styled.li`
  position: relative;
  display: flex;
  gap: 12px;
  padding: 14px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  transition: border-color 0.15s ease;

  > svg {
    flex: none;
    color: var(--primary-text);
    margin-top: 2px;
  }
  a {
    font-weight: 700;
    color: var(--text);
    text-decoration: none;
  }
  /* The whole card is the link's target; the link's name stays the route's title. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--radius);
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 2px solid var(--primary);
    outline-offset: 2px;
  }
  p {
    margin-top: 2px;
    font-size: 14px;
    color: var(--text-muted);
    line-height: 1.45;
  }
  &:hover {
    border-color: var(--primary);
  }
  &:hover a {
    color: var(--primary-text);
  }
`;

export const SolvingLead = styled.p`
  font-size: 15px;
`;

export const SolvingPair = styled(Pair)`
  margin-top: 16px;
`;
