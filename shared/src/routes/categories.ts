import type { IconName } from '../ui/icons';
import { ROUTES, type CategoryName, type RouteEntry } from './route-table';

/** Every value the stored category may hold; only Finance and Astrology have catalogue entries. */
export const VALID_CATEGORIES = ['Finance', 'Astrology', 'Pizza', 'Personal', 'Math', 'Health'] as const;
export type StoredCategory = (typeof VALID_CATEGORIES)[number];
export const DEFAULT_CATEGORY: StoredCategory = 'Finance';

export function isValidCategory(value: unknown): value is StoredCategory {
  return typeof value === 'string' && (VALID_CATEGORIES as readonly string[]).includes(value);
}

export interface Category {
  name: CategoryName;
  icon: IconName;
  description: string;
  fullDescription: string;
  /** The calculators of the category, from the route table. */
  calculators: RouteEntry[];
}

export const CATEGORIES: readonly Category[] = [
  {
    name: 'Finance',
    icon: 'wallet',
    description: 'Financial calculators and tools',
    fullDescription:
      'Plan investments, loans and retirement with calculators that show every year of the journey. ' +
      'Compare a monthly SIP with a lump sum, see how long withdrawals last, find your EMI, ' +
      'measure growth with CAGR, and check what inflation does to your money, all in your own currency.',
    calculators: ROUTES.filter((route) => route.category === 'Finance'),
  },
  {
    name: 'Astrology',
    icon: 'star',
    description: 'Astrological calculations and predictions',
    fullDescription:
      'Explore the numbers behind your name and birth date. The numerology calculator works out your ' +
      'life path, expression, soul urge, personality and birthday numbers, and explains what each one means.',
    calculators: ROUTES.filter((route) => route.category === 'Astrology'),
  },
];

export function categoryByName(name: string): Category | undefined {
  return CATEGORIES.find((category) => category.name === name);
}
