/* The choices several sky pages offer (zodiac, ayanamsa, lunar node), one definition each, with their link values. */
import type { AyanamsaId } from '../sky';
import type { SkyChoice } from './use-sky-page';

export const AYANAMSA_CHOICE: SkyChoice = {
  name: 'ayanamsa',
  label: 'Ayanamsa',
  options: [
    { value: 'lahiri', label: 'Lahiri (Chitrapaksha)' },
    { value: 'raman', label: 'Raman' },
    { value: 'krishnamurti', label: 'Krishnamurti (KP)' },
  ],
  hint: 'Lahiri is the Indian government’s standard and what most Indian almanacs use.',
};

/** The ayanamsa a page's choices name (Lahiri unless the link names another one the choice offers). */
export function chosenAyanamsa(choices: Record<string, string>): AyanamsaId {
  return choices.ayanamsa === 'raman' || choices.ayanamsa === 'krishnamurti' ? choices.ayanamsa : 'lahiri';
}

/** The ayanamsa's name as the choice shows it ('Lahiri (Chitrapaksha)'), for a result's note. */
export function ayanamsaLabel(id: AyanamsaId): string {
  return AYANAMSA_CHOICE.options.find((option) => option.value === id)?.label ?? id;
}

export const ZODIAC_CHOICE: SkyChoice = {
  name: 'zodiac',
  label: 'Zodiac',
  options: [
    { value: 'sidereal', label: 'Sidereal (Vedic)' },
    { value: 'tropical', label: 'Tropical (Western)' },
  ],
};

export const NODE_CHOICE: SkyChoice = {
  name: 'node',
  label: 'Rahu and Ketu',
  options: [
    { value: 'mean', label: 'Mean Node' },
    { value: 'true', label: 'True Node' },
  ],
};

export const isSidereal = (choices: Record<string, string>) => choices.zodiac !== 'tropical';

/** The panchang's sunrise: the Sun's visible upper edge (almanacs, weather services) or its centre (traditional). */
export const SUNRISE_CHOICE: SkyChoice = {
  name: 'sunrise',
  label: 'Sunrise',
  options: [
    { value: 'visible', label: 'Visible (upper edge, refraction)' },
    { value: 'centre', label: 'Centre of the disc (traditional)' },
  ],
  hint: 'The visible sunrise is what almanacs and weather services print; some traditional panchangs use the centre of the Sun on the true horizon, without refraction, a few minutes later.',
};
