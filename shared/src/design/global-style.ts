/*
 * The site's one global stylesheet: the design tokens both themes define and the base element styles, used by the shell
 * and by each remote running alone.
 */
import { createGlobalStyle } from 'styled-components';

/*
 * Design tokens as CSS custom properties: components read var(--…), and the theme switch only toggles
 * the `dark` class on <html>, so switching themes re-renders nothing and never flashes.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    --font-sans: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
    --font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    --radius-sm: 8px;
    --radius: 12px;
    --radius-lg: 16px;
    --sidebar-expanded: 290px;
    --sidebar-collapsed: 90px;
    --header-height: 64px;
    --content-max: 1200px;

    --bg: #f4f6fb;
    --surface: #ffffff;
    --surface-2: #f8fafc;
    --surface-3: #eef2f7;
    --border: #e2e8f0;
    --border-strong: #cbd5e1;
    --text: #0f172a;
    --text-muted: #475569;
    --text-subtle: #5b6477;
    --primary: #4f46e5;
    --primary-hover: #4338ca;
    --primary-soft: #eef2ff;
    --primary-text: #4338ca;
    --on-primary: #ffffff;
    --success: #047857;
    --success-soft: #ecfdf5;
    --error: #b91c1c;
    --error-soft: #fef2f2;
    --warning: #b45309;
    --warning-soft: #fffbeb;
    --info: #1d4ed8;
    --info-soft: #eff6ff;
    --chart-1: #4f46e5;
    --chart-2: #10b981;
    --chart-3: #f59e0b;
    --chart-4: #ef4444;
    --shadow-sm: 0 1px 2px rgba(15, 23, 42, 0.06);
    --shadow: 0 1px 3px rgba(15, 23, 42, 0.06), 0 8px 24px -12px rgba(15, 23, 42, 0.12);
    --focus-ring: 0 0 0 3px rgba(79, 70, 229, 0.35);
    --backdrop: rgba(15, 23, 42, 0.55);
  }

  :root.dark {
    --bg: #0b1120;
    --surface: #111827;
    --surface-2: #162033;
    --surface-3: #1e293b;
    --border: #253047;
    --border-strong: #334155;
    --text: #e5e7eb;
    --text-muted: #a3b0c2;
    --text-subtle: #94a3b8;
    --primary: #818cf8;
    --primary-hover: #a5b4fc;
    --primary-soft: rgba(129, 140, 248, 0.14);
    --primary-text: #a5b4fc;
    --on-primary: #0b1120;
    --success: #34d399;
    --success-soft: rgba(16, 185, 129, 0.12);
    --error: #f87171;
    --error-soft: rgba(239, 68, 68, 0.12);
    --warning: #fbbf24;
    --warning-soft: rgba(245, 158, 11, 0.12);
    --info: #93c5fd;
    --info-soft: rgba(59, 130, 246, 0.12);
    --chart-1: #818cf8;
    --chart-2: #34d399;
    --chart-3: #fbbf24;
    --chart-4: #f87171;
    --shadow-sm: 0 1px 2px rgba(0, 0, 0, 0.4);
    --shadow: 0 1px 3px rgba(0, 0, 0, 0.4), 0 8px 24px -12px rgba(0, 0, 0, 0.6);
    --focus-ring: 0 0 0 3px rgba(129, 140, 248, 0.45);
    --backdrop: rgba(2, 6, 23, 0.7);
  }

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: var(--font-sans);
    font-size: 16px;
    line-height: 1.5;
    color: var(--text);
    background: var(--bg);
    -webkit-font-smoothing: antialiased;
  }

  body.dark { background: var(--bg); }

  a { color: var(--primary-text); }

  h1, h2, h3, h4 { line-height: 1.25; margin: 0; color: var(--text); }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }

  /*
   * Print: the calculator's inputs, results and whole report (Tabs renders every panel while printing), the
   * charts and the disclaimer; no header, sidebar, tab list or buttons. Always on the light palette.
   */
  @media print {
    :root, :root.dark {
      --bg: #ffffff;
      --surface: #ffffff;
      --surface-2: #f8fafc;
      --surface-3: #eef2f7;
      --border: #cbd5e1;
      --text: #0f172a;
      --text-muted: #334155;
      --text-subtle: #475569;
      --primary-text: #3730a3;
      --primary-soft: #eef2ff;
      --shadow: none;
      --shadow-sm: none;
    }
    body, body.dark { background: #ffffff; }
    [data-print='hide'], button, [role='tablist'], nav[aria-label='Breadcrumb'] { display: none !important; }
    main { margin: 0 !important; padding: 0 !important; min-height: 0 !important; }
    table { break-inside: auto; }
    tr, dl > div, svg { break-inside: avoid; }
    thead { display: table-header-group; }
    th { position: static !important; }
    a { text-decoration: none; }
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
