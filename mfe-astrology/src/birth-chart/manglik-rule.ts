/** Mars in these houses from the Ascendant (or from the Moon) makes a chart Manglik (Kuja dosha), as most almanacs count. */
export const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12] as const;
