export declare const MACROS_FILE: 'tex-macros.json';

/** The module (an absolute path) whose texElement makes a compiled formula's element. */
export declare const TEX_ELEMENT: string;

export declare class TexError extends Error {}

/** The source with every tex`…` / tex.block`…` compiled to `__texElement(display, "<MathML>")`, and the macros file read. */
export declare function compileTexInSource(source: string, file: string): { code: string; macrosFile: string | null };

/** The MathML inside <math> of one TeX formula; `where` names it in errors. */
export declare function compileFormula(
  formula: string,
  options?: { display?: boolean; macros?: Record<string, string>; where?: string },
): string;

/** The nearest tex-macros.json above `file`: in a folder it is in or above, or in that folder's explanations/; or null. */
export declare function findMacrosFile(file: string): string | null;

/** The macros of a tex-macros.json, by name ("\\name": "TeX"). */
export declare function readMacros(file: string): Record<string, string>;
