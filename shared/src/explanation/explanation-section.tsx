/*
 * "How it is calculated": the explanation shown below a calculator. Calculator-agnostic: each remote passes its
 * formula (MathML), what the symbols mean, the conventions it uses, a worked example computed by the calculator's
 * own pure function, the questions people ask and the routes of related calculators.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSiteCatalog, type PageFacts } from '@calc/singleton';
import styled from 'styled-components';
import { HOME_PAGE } from '../site/home-page';
import { hrefOf } from '../site/site-rules';
import { CardShell } from '../ui/card';
import { Icon } from '../ui/icons';

export const EXPLANATION_TITLE = 'How it is calculated';

export interface ExplanationSymbol {
  /** The symbol as it appears in the formula, usually an inline <math>: tex`…` (./tex.ts). */
  symbol: ReactNode;
  meaning: ReactNode;
}

export interface ExplanationExampleRow {
  label: string;
  /** Already formatted (in the visitor's currency, as a percent…) by the caller. */
  value: string;
  /** The row the example is about (the maturity amount, the EMI…), shown more prominently. */
  emphasis?: boolean;
}

export interface ExplanationExample {
  /** The example's inputs in words. */
  description: string;
  rows: ExplanationExampleRow[];
}

/** How the "Solve for" modes invert the calculation: in words, as formulas, and one example fed back. */
export interface ExplanationSolving {
  intro: ReactNode;
  /** One or more <math display="block"> elements: tex.block`…` (./tex.ts). */
  formula: ReactNode;
  /** Computed by the very functions the modes run. */
  example: ExplanationExample;
}

export interface ExplanationFaq {
  q: string;
  a: ReactNode;
}

export interface ExplanationSectionProps {
  /** The section heading; 'How it is calculated' unless given. */
  title?: string;
  /** One or two sentences above the formula. */
  intro?: ReactNode;
  /** One or more <math display="block"> elements: tex.block`…` (./tex.ts). */
  formula: ReactNode;
  symbols: ExplanationSymbol[];
  /** The conventions the calculator uses, stated plainly. */
  conventions: ReactNode[];
  example: ExplanationExample;
  /** Solving backwards ("Solve for"), for the calculators that do. */
  solving?: ExplanationSolving;
  faqs: ExplanationFaq[];
  /** Paths of related pages (PageFacts.path; '' is the home page); paths the site does not have are left out. */
  related: string[];
}

const Section = styled(CardShell)`
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

const Lead = styled.p`
  && {
    margin-top: 6px;
  }
  max-width: 70ch;
  color: var(--text-muted);
`;

/** Two blocks side by side when there is room; one column on a phone, in reading order. */
const Pair = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 32px;
  }
`;

const Block = styled.section`
  min-width: 0;
`;

/*
 * The equations of a formula sit side by side where they fit and stack on a phone. An equation wider than the box
 * scrolls sideways; auto margins (not justify-content: center) keep its start reachable when it does.
 */
const FormulaBox = styled.div`
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

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  max-width: 70ch;
`;

/** Symbols in two columns when there is room: the formula above them spans the section. */
const SymbolList = styled(Plain)`
  max-width: none;
  gap: 10px 32px;
  @media (min-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SymbolItem = styled.li`
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

const ConventionItem = styled.li`
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

const ExamplePanel = styled.div`
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

const ExampleRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ExampleRow = styled.li<{ $emphasis: boolean }>`
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

const Faqs = styled.div`
  display: grid;
  gap: 10px;
  max-width: 80ch;
`;

const Faq = styled.details`
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

const RelatedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const RelatedItem = styled.li`
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

function WorkedExample({ example }: { example: ExplanationExample }) {
  return (
    <ExamplePanel>
      <p>{example.description}</p>
      <ExampleRows>
        {example.rows.map((row) => (
          <ExampleRow key={row.label} $emphasis={Boolean(row.emphasis)}>
            <span>{row.label}</span>
            <span>{row.value}</span>
          </ExampleRow>
        ))}
      </ExampleRows>
    </ExamplePanel>
  );
}

const SolvingLead = styled.p`
  font-size: 15px;
`;

const SolvingPair = styled(Pair)`
  margin-top: 16px;
`;

/** True when the element's content is wider than the element, so it scrolls sideways (and must be focusable). */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports every observed element once on its first layout, then on each resize. Its callback
    // runs after layout, so reading the widths there costs nothing; reading them here, during start-up, would
    // force a layout of the whole page (measured at ~100 ms on the first load of a calculator).
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/** What a related link shows of a page. */
export type RelatedPage = Pick<PageFacts, 'path' | 'title' | 'icon' | 'description'>;

/** The pages at these paths, in the order given; a page not among `pages` is left out. */
export function relatedPages<P extends Pick<PageFacts, 'path'>>(pages: readonly P[], paths: string[]): P[] {
  return paths.map((path) => pages.find((page) => page.path === path)).filter((page): page is P => page !== undefined);
}

export function ExplanationSection({
  title = EXPLANATION_TITLE,
  intro,
  formula,
  symbols,
  conventions,
  example,
  solving,
  faqs,
  related,
}: ExplanationSectionProps) {
  const id = useId();
  const headingId = (part: string) => `${id}-${part}`;
  const [formulaRef, formulaScrolls] = useScrollsSideways<HTMLDivElement>();
  const [solvingRef, solvingScrolls] = useScrollsSideways<HTMLDivElement>();
  // The catalogue lists the remotes' pages; the shell's Home ('') is on every composed site.
  const routes = relatedPages<RelatedPage>([...useSiteCatalog().pages, HOME_PAGE], related);

  return (
    <Section aria-labelledby={headingId('title')}>
      <header>
        <h2 id={headingId('title')}>{title}</h2>
        {intro ? <Lead>{intro}</Lead> : null}
      </header>

      <Block aria-labelledby={headingId('formula')}>
        <h3 id={headingId('formula')}>The formula</h3>
        <FormulaBox
          ref={formulaRef}
          // A box that scrolls sideways must be reachable with the keyboard.
          tabIndex={formulaScrolls ? 0 : undefined}
          role={formulaScrolls ? 'group' : undefined}
          aria-label={formulaScrolls ? 'Formula, scrolls sideways' : undefined}
        >
          {formula}
        </FormulaBox>
      </Block>

      <Block aria-labelledby={headingId('symbols')}>
        <h3 id={headingId('symbols')}>What the symbols mean</h3>
        <SymbolList>
          {symbols.map((item, index) => (
            <SymbolItem key={index}>
              <span>{item.symbol}</span>
              <span>{item.meaning}</span>
            </SymbolItem>
          ))}
        </SymbolList>
      </Block>

      <Pair>
        <Block aria-labelledby={headingId('conventions')}>
          <h3 id={headingId('conventions')}>Conventions this calculator uses</h3>
          <Plain>
            {conventions.map((convention, index) => (
              <ConventionItem key={index}>{convention}</ConventionItem>
            ))}
          </Plain>
        </Block>
        <Block aria-labelledby={headingId('example')}>
          <h3 id={headingId('example')}>Worked example</h3>
          <WorkedExample example={example} />
        </Block>
      </Pair>

      {solving ? (
        <Block aria-labelledby={headingId('solving')}>
          <h3 id={headingId('solving')}>Solving backwards</h3>
          <FormulaBox
            ref={solvingRef}
            tabIndex={solvingScrolls ? 0 : undefined}
            role={solvingScrolls ? 'group' : undefined}
            aria-label={solvingScrolls ? 'Formula, scrolls sideways' : undefined}
          >
            {solving.formula}
          </FormulaBox>
          <SolvingPair>
            <SolvingLead>{solving.intro}</SolvingLead>
            <WorkedExample example={solving.example} />
          </SolvingPair>
        </Block>
      ) : null}

      <Block aria-labelledby={headingId('faqs')}>
        <h3 id={headingId('faqs')}>Questions people ask</h3>
        <Faqs>
          {faqs.map((faq) => (
            <Faq key={faq.q}>
              <summary>
                <span>{faq.q}</span>
                <Icon name="chevronDown" size={18} />
              </summary>
              <div>{typeof faq.a === 'string' ? <p>{faq.a}</p> : faq.a}</div>
            </Faq>
          ))}
        </Faqs>
      </Block>

      {routes.length > 0 ? (
        <Block aria-labelledby={headingId('related')}>
          <h3 id={headingId('related')}>Related calculators</h3>
          <nav aria-labelledby={headingId('related')}>
            <RelatedList>
              {routes.map((route) => (
                <RelatedItem key={route.path}>
                  <Icon name={route.icon} />
                  <div>
                    <Link to={hrefOf(route.path)}>{route.title}</Link>
                    <p>{route.description}</p>
                  </div>
                </RelatedItem>
              ))}
            </RelatedList>
          </nav>
        </Block>
      ) : null}
    </Section>
  );
}
