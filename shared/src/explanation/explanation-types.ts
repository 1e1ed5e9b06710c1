/* What "How it is calculated" shows (./explanation-section.tsx), as the page's code and content give it. */
import type { ReactNode } from 'react';

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
  /** The question: words, or words with a formula or a value in them. */
  q: ReactNode;
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
