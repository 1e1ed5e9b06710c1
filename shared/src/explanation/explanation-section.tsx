/*
 * "How it is calculated": the explanation shown below a calculator. Calculator-agnostic: each remote passes its
 * formula (MathML), what the symbols mean, the conventions it uses, a worked example computed by the calculator's
 * own pure function, the questions people ask and the routes of related calculators. Most pages write all but
 * the example in Markdown (./explanation-content.tsx); their look is in ./explanation-styles.ts.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSiteCatalog, type PageFacts } from '@calc/singleton';
import { HOME_PAGE } from '../site/home-page';
import { hrefOf } from '../site/site-rules';
import { Icon } from '../ui/icons';
import type { ExplanationExample, ExplanationSectionProps } from './explanation-types';
import {
  Block,
  ConventionItem,
  ExamplePanel,
  ExampleRow,
  ExampleRows,
  Faq,
  Faqs,
  FormulaBox,
  Lead,
  Pair,
  Plain,
  RelatedItem,
  RelatedList,
  Section,
  SolvingLead,
  SolvingPair,
  SymbolItem,
  SymbolList,
} from './explanation-styles';

export type {
  ExplanationExample,
  ExplanationExampleRow,
  ExplanationFaq,
  ExplanationSectionProps,
  ExplanationSolving,
  ExplanationSymbol,
} from './explanation-types';

export const EXPLANATION_TITLE = 'How it is calculated';

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

/** The box of a formula's equations; a box that scrolls sideways must be reachable with the keyboard. */
function Formula({ children }: { children: ReactNode }) {
  const [ref, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <FormulaBox
      ref={ref}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? 'Formula, scrolls sideways' : undefined}
    >
      {children}
    </FormulaBox>
  );
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
        <Formula>{formula}</Formula>
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
          <Formula>{solving.formula}</Formula>
          <SolvingPair>
            <SolvingLead>{solving.intro}</SolvingLead>
            <WorkedExample example={solving.example} />
          </SolvingPair>
        </Block>
      ) : null}

      <Block aria-labelledby={headingId('faqs')}>
        <h3 id={headingId('faqs')}>Questions people ask</h3>
        <Faqs>
          {faqs.map((faq, index) => (
            <Faq key={typeof faq.q === 'string' ? faq.q : index}>
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
