import type { CategoryFacts } from '@calc/singleton';

/** The Astrology category, brought to the site by this remote. */
export default {
  name: 'Astrology',
  icon: 'star',
  description: 'Astrological calculations and predictions',
  fullDescription:
    'Explore the numbers behind your name and birth date. The numerology calculator works out your ' +
    'life path, expression, soul urge, personality and birthday numbers, and explains what each one means.',
} satisfies CategoryFacts;
