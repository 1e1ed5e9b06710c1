import { ROUTES, type CategoryName, type RouteEntry, type SidebarSection } from '@calc/shared';

export interface MenuSection {
  title: SidebarSection;
  category?: CategoryName;
  items: RouteEntry[];
}

/** The sidebar's sections; category sections show only for the selected category. */
export function menuSections(selected: CategoryName): MenuSection[] {
  const sections: MenuSection[] = [
    { title: 'MAIN', items: ROUTES.filter((route) => route.section === 'MAIN') },
    ...(['Finance', 'Astrology'] as CategoryName[]).flatMap((category) =>
      (['CALCULATORS', 'ADVANCE CALC.'] as SidebarSection[]).map((title) => ({
        title,
        category,
        items: ROUTES.filter((route) => route.category === category && route.section === title),
      })),
    ),
    { title: 'OTHERS', items: ROUTES.filter((route) => route.section === 'OTHERS') },
  ];
  return sections.filter((section) => section.items.length > 0 && (!section.category || section.category === selected));
}
