/* What loads on Calculate with the ephemeris: the match's calculation and the views of its result. */
import type { TabItem } from '@calc/shared';
import type { KundliMatch } from './kundli-matching';
import type { PersonCheck } from './match-inputs';

type Checked = Extract<PersonCheck, { ok: true }>;

export interface MatchModule {
  calculate: (boy: Checked, girl: Checked, choices: Record<string, string>) => KundliMatch;
  resultTabs: (value: KundliMatch) => TabItem[];
  /** What a screen reader hears when the result arrives. */
  summary: (value: KundliMatch) => string;
}

export interface MatchResult {
  value: KundliMatch;
  module: MatchModule;
}
