/*
 * The pieces of shared/ that every build bundles a copy of, and that must look the same across the site: the design
 * tokens (CSS custom properties, rendered once per page: by the shell in the composed site, by the remote's own copy
 * on its standalone page) and the icons. Each build records the hash of the copy it carries (SHARED_PIECES_FILE,
 * written by webpack.common.ts), and a release compares the candidate's with the live site's
 * (sharedPiecesReport in scripts/release/checks.ts).
 */
export const SHARED_PIECES: Record<string, string> = {
  'design tokens': 'shared/src/design/global-style.ts',
  icons: 'shared/src/ui/icons.tsx',
};

export const SHARED_PIECES_FILE = 'shared-pieces.json';

/** The pieces only the shell renders on the composed site: a remote carrying another copy would disagree with it. */
export const SHELL_RENDERED_PIECES = ['design tokens'];

/** What a build records: each piece's file and the hash of the copy it carries. */
export type SharedPieces = Record<string, { file: string; hash: string }>;
