export declare class ContentError extends Error {}

/** Where an included file's item takes the includer's words: `- @include file: words`. */
export declare const INCLUDED_WORDS: '{…}';

/** A `<name>-explanation.md` as a module whose default export is its ExplanationContent, and the files it read. */
export declare function compileContent(
  source: string,
  file: string,
  options?: { format?: 'esm' | 'cjs' },
): { code: string; dependencies: string[] };

/** Every formula of a page (included ones too): its TeX and whether it is a display one. */
export declare function formulasOfPage(source: string, file: string): Array<{ tex: string; display: boolean }>;

/** The files a page's module depends on besides itself: the tex-macros.json it uses and the files it includes. */
export declare function dependenciesOf(source: string, file: string): string[];
