/**
 * GST calculator: pure maths, no UI.
 *
 * Amount before GST: net = amount, GST = net x rate / 100, total = net + GST.
 * Amount including GST: total = amount, net = total x 100 / (100 + rate), GST = total - net.
 * Within a state the GST is paid half as CGST and half as SGST (UTGST in a union territory); between states all of
 * it is IGST.
 */

import { finite, num } from '../../finance-library/number-guards';

/** The Amount Is field's values. */
export const AMOUNT_IS = { beforeGst: 0, includingGst: 1 } as const;

export interface GstInputs {
  amount: number;
  gstRate: number;
  amountIs: number;
}

export interface GstResult {
  netAmount: number;
  gstAmount: number;
  cgst: number;
  sgst: number;
  totalAmount: number;
}

export function calculateGst(i: GstInputs): GstResult {
  const amount = num(i.amount);
  const rate = Math.max(0, num(i.gstRate));
  const including = i.amountIs === AMOUNT_IS.includingGst;
  const netAmount = finite(including ? (amount * 100) / (100 + rate) : amount);
  const gstAmount = finite(including ? amount - netAmount : (amount * rate) / 100);
  const totalAmount = finite(including ? amount : netAmount + gstAmount);
  const half = finite(gstAmount / 2);
  return { netAmount, gstAmount, cgst: half, sgst: half, totalAmount };
}
