/*
 * What the Salary Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'salary-calculator',
  title: 'Salary Calculator',
  navLabel: 'Salary',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'briefcase',
  description: 'Turn a CTC breakdown into gross salary, deductions and take-home pay.',
  keywords: ['ctc', 'take home', 'in hand', 'net salary', 'hra', 'pf'],
  legacyPaths: ['SalaryCalculator'],
} satisfies PageFacts;
