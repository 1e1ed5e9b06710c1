/**
 * Whole rupees with Indian grouping (1500000 → "₹15,00,000"), for the rules' limits in hints, slab tables and
 * notes. No Intl: hints show at first paint, and building a first Intl formatter is slow on a phone.
 */
export function wholeRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${amount < 0 ? '−' : ''}₹${grouped}`;
}

/** A slab's income range: "₹4,00,000 to ₹8,00,000", or "Above ₹24,00,000" for the last. */
export function slabRange(slab: { from: number; upTo: number | null }): string {
  return slab.upTo === null ? `Above ${wholeRupees(slab.from)}` : `${wholeRupees(slab.from)} to ${wholeRupees(slab.upTo)}`;
}
