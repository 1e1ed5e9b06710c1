/*
 * How the sidebar groups the catalogue's pages into sections, kept apart from the markup so the order rules can be
 * tested alone.
 */
import type { PageFacts } from '@calc/singleton';

export interface MenuSection {
  title: string;
  category?: string;
  items: PageFacts[];
}

/** Sections the specification orders; a remote's own sections follow them, in the order its pages come. */
const CATEGORY_SECTION_ORDER = ['CALCULATORS', 'ADVANCE CALC.'];

function sectionsOf(pages: readonly PageFacts[], category?: string): MenuSection[] {
  const titles = [...new Set(pages.map((page) => page.section))].sort((a, b) => {
    const rank = (title: string) =>
      CATEGORY_SECTION_ORDER.includes(title) ? CATEGORY_SECTION_ORDER.indexOf(title) : CATEGORY_SECTION_ORDER.length;
    return rank(a) - rank(b);
  });
  return titles.map((title) => ({ title, category, items: pages.filter((page) => page.section === title) }));
}

/**
 * The sidebar's sections: MAIN, then the selected category's sections, then sections of pages without a
 * category, then OTHERS. MAIN and OTHERS always show; a category's sections only while it is selected.
 */
export function menuSections(pages: readonly PageFacts[], selected: string): MenuSection[] {
  const uncategorised = pages.filter((page) => !page.category && page.section !== 'MAIN' && page.section !== 'OTHERS');
  return [
    { title: 'MAIN', items: pages.filter((page) => page.section === 'MAIN') },
    ...sectionsOf(
      pages.filter((page) => page.category === selected),
      selected,
    ),
    ...sectionsOf(uncategorised),
    { title: 'OTHERS', items: pages.filter((page) => !page.category && page.section === 'OTHERS') },
  ].filter((section) => section.items.length > 0);
}
