/*
 * An explanation written in Markdown: `<name>-explanation.md` beside the page, compiled at build time
 * (scripts/content/, its README states the convention) into an ExplanationContent of React elements, with its
 * formulas already MathML. What is computed stays code: the page's explanation passes the worked example, the
 * solving example and the values its words name as {name} (figures from rules data, tables…).
 */
import type { ReactNode } from 'react';
import { ExplanationSection } from './explanation-section';
import type { ExplanationExample, ExplanationFaq, ExplanationSymbol } from './explanation-types';

/** The values a page's Markdown names as {name}: words (already formatted) or elements (a table). */
export type ExplanationValues = Readonly<Record<string, ReactNode>>;

/** What the Markdown says, as elements: everything of the section but the examples and the related routes. */
export interface ExplanationProse {
  intro?: ReactNode;
  formula: ReactNode;
  symbols: ExplanationSymbol[];
  conventions: ReactNode[];
  /** ## Solving backwards: its words and formulas; the example comes from the page's code. */
  solving?: { intro: ReactNode; formula: ReactNode };
  faqs: ExplanationFaq[];
}

/** The default export of a compiled `<name>-explanation.md`. */
export interface ExplanationContent {
  /** The front matter's related routes, as PageFacts paths ('' is the home page). */
  related: string[];
  /** The front matter's title, when the section is not 'How it is calculated'. */
  title?: string;
  /** The {name} values the words use: each must be passed. */
  values: readonly string[];
  /** The prose, with the values filled in (a missing one throws, naming the file and the value). */
  render(values: ExplanationValues): ExplanationProse;
}

export interface ContentExplanationProps {
  content: ExplanationContent;
  /** The worked example, computed by the calculator's own function. */
  example: ExplanationExample;
  /** The "Solve for" example, for a page whose Markdown has ## Solving backwards. */
  solvingExample?: ExplanationExample;
  values?: ExplanationValues;
}

/** The section of a page whose explanation is Markdown: its prose, with the examples its code computes. */
export function ContentExplanation({ content, example, solvingExample, values = {} }: ContentExplanationProps) {
  const { solving, ...prose } = content.render(values);
  if (Boolean(solving) !== Boolean(solvingExample))
    throw new Error(
      solving
        ? 'The Markdown has ## Solving backwards: the explanation must pass its solving example.'
        : 'A solving example was passed, but the Markdown has no ## Solving backwards.',
    );
  return (
    <ExplanationSection
      title={content.title}
      related={content.related}
      {...prose}
      example={example}
      solving={solving && solvingExample ? { ...solving, example: solvingExample } : undefined}
    />
  );
}
