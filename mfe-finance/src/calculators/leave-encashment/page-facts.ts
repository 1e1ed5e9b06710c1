/*
 * What the Leave Encashment Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'leave-encashment-calculator',
  title: 'Leave Encashment Calculator',
  navLabel: 'Leave Encashment',
  section: 'TAX',
  category: 'Finance',
  icon: 'briefcase',
  description:
    'Work out how much of the leave encashed on retirement or resignation is exempt under section 10(10AA), and how much is taxable.',
  keywords: [
    'leave encashment',
    'earned leave',
    '10(10aa)',
    'retirement',
    'resignation',
    'exemption',
    'salary',
    'tax',
    '25 lakh',
  ],
} satisfies PageFacts;
