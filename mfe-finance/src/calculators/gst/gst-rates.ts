/*
 * India's GST rates on goods, as data: the slabs since the September 2025 reform, with the date they apply from and
 * their source. The GST Rate field offers them as quick choices and the explanation lists them; a change of slabs is
 * a new file like this one.
 */

export interface GstSlab {
  /** The whole rate, CGST + SGST (or IGST), in percent. */
  rate: number;
  /** What it covers, as a visitor would know it. */
  covers: string;
}

export interface GstRates {
  appliesFrom: string;
  source: string;
  /** Slabs offered as quick choices, lowest first. */
  slabs: GstSlab[];
  /** Nil-rated and exempt supplies pay no GST: not a choice worth a button, stated in the explanation. */
  nilRate: number;
}

export const GST_RATES: GstRates = {
  appliesFrom: '2025-09-22',
  source:
    'Notification No. 9/2025-Central Tax (Rate) of 17 September 2025 and the matching State and Integrated Tax notifications, on the recommendations of the 56th GST Council meeting (3 September 2025)',
  slabs: [
    { rate: 3, covers: 'Gold, silver and jewellery' },
    { rate: 5, covers: 'Essentials: packaged food, medicines, everyday goods' },
    { rate: 18, covers: 'The standard rate: most goods and services' },
    { rate: 40, covers: 'Luxury and sin goods: tobacco, aerated drinks, large cars' },
  ],
  nilRate: 0,
};

/** The GST Rate field's quick choices. */
export const GST_QUICK_CHOICES = GST_RATES.slabs.map((slab) => slab.rate);
