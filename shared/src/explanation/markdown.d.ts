/* A `<name>-explanation.md` imports as its compiled content (scripts/content/compile-content.cjs). */
declare module '*-explanation.md' {
  const content: import('./explanation-content').ExplanationContent;
  export default content;
}
