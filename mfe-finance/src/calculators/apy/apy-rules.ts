/*
 * The Atal Pension Yojana's rules as data: the official chart of monthly contributions by age at joining and
 * pension chosen, and what is returned to the nominee. A change of the chart is an edit of this file.
 */

/** The pensions a subscriber can choose, ₹ a month from 60. */
export const APY_PENSIONS = [1000, 2000, 3000, 4000, 5000] as const;
export type ApyPension = (typeof APY_PENSIONS)[number];

export const APY_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  minJoiningAge: 18,
  maxJoiningAge: 40,
  /** Contributions run until, and the pension starts at, this age. */
  pensionAge: 60,
  /**
   * Monthly contribution (₹) by age at joining, for a pension of ₹1,000, 2,000, 3,000, 4,000 and 5,000 a month:
   * the chart of the scheme, in the order of APY_PENSIONS.
   */
  contributionChart: {
    18: [42, 84, 126, 168, 210],
    19: [46, 92, 138, 183, 228],
    20: [50, 100, 150, 198, 248],
    21: [54, 108, 162, 215, 269],
    22: [59, 117, 177, 234, 292],
    23: [64, 127, 192, 254, 318],
    24: [70, 139, 208, 277, 346],
    25: [76, 151, 226, 301, 376],
    26: [82, 164, 246, 327, 409],
    27: [90, 178, 268, 356, 446],
    28: [97, 194, 292, 388, 485],
    29: [106, 212, 318, 423, 529],
    30: [116, 231, 347, 462, 577],
    31: [126, 252, 379, 504, 630],
    32: [138, 276, 414, 551, 689],
    33: [151, 302, 453, 602, 752],
    34: [165, 330, 495, 659, 824],
    35: [181, 362, 543, 722, 902],
    36: [198, 396, 594, 792, 990],
    37: [218, 436, 654, 870, 1087],
    38: [240, 480, 720, 957, 1196],
    39: [264, 528, 792, 1054, 1318],
    40: [291, 582, 873, 1164, 1454],
  } as Readonly<Record<number, readonly number[]>>,
  /** Returned to the nominee after the subscriber and the spouse, by pension: ₹1.7 lakh for each ₹1,000 a month. */
  corpusToNominee: { 1000: 170000, 2000: 340000, 3000: 510000, 4000: 680000, 5000: 850000 } as Readonly<
    Record<ApyPension, number>
  >,
  appliesFrom: '2015-06-01',
  source:
    'Atal Pension Yojana, Government of India, administered by PFRDA: the scheme’s chart of monthly contributions (Ministry of Finance scheme notification of May 2015)',
} as const;
