/*
 * The matching page's state: the two people as typed (a birth, or the Moon's nakshatra), the ayanamsa, each field's
 * message, and the result. The calculation (with the ephemeris) loads on the first Calculate. A calculation is written
 * to the address's fragment, never its query; a link that names both people is calculated on arrival.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLinkFragment } from '../link-fragment';
import type { BirthInputs } from '../birth/birth-inputs';
import { AYANAMSA_CHOICE } from '../birth/sky-choices';
import {
  checkPerson,
  EMPTY_PERSON,
  personComplete,
  personFromParams,
  personParams,
  PEOPLE,
  type Person,
  type PersonCheck,
  type PersonErrors,
  type PersonInputs,
} from './match-inputs';
import type { MatchModule, MatchResult } from './match-module';

export type MatchStatus = 'idle' | 'calculating' | 'ready' | 'failed';

const NO_ERRORS: PersonErrors = { birth: {}, star: {} };
const LOAD_FAILED =
  'The astronomy code could not be loaded. Check your connection and press Calculate again; what you entered is kept.';

const ayanamsaFrom = (params: URLSearchParams) => {
  const value = params.get('ayanamsa');
  return AYANAMSA_CHOICE.options.some((option) => option.value === value) ? value! : AYANAMSA_CHOICE.options[0].value;
};

export interface KundliMatchingState {
  people: Record<Person, PersonInputs>;
  ayanamsa: string;
  errors: Record<Person, PersonErrors>;
  status: MatchStatus;
  result: MatchResult | null;
  failure: string | null;
  setPerson: (person: Person, change: Partial<PersonInputs>) => void;
  setBirth: (person: Person, change: Partial<BirthInputs>) => void;
  setAyanamsa: (value: string) => void;
  calculate: () => void;
}

export function useKundliMatching(load: () => Promise<MatchModule>): KundliMatchingState {
  const link = useLinkFragment();
  const [initial] = useState(() => ({
    people: { boy: personFromParams('boy', link.arrived.params), girl: personFromParams('girl', link.arrived.params) },
    ayanamsa: ayanamsaFrom(link.arrived.params),
  }));
  const complete = PEOPLE.every((person) => personComplete(initial.people[person]));
  const [people, setPeople] = useState<Record<Person, PersonInputs>>(initial.people);
  const [ayanamsa, setAyanamsa] = useState(initial.ayanamsa);
  const [errors, setErrors] = useState<Record<Person, PersonErrors>>({ boy: NO_ERRORS, girl: NO_ERRORS });
  const [status, setStatus] = useState<MatchStatus>(complete ? 'calculating' : 'idle');
  const [result, setResult] = useState<MatchResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useRef(0);
  const loaded = useRef<MatchModule | null>(null);

  const setPerson = useCallback((person: Person, change: Partial<PersonInputs>) => {
    setPeople((current) => ({ ...current, [person]: { ...current[person], ...change } }));
    // A field's message goes once the visitor edits it; Calculate brings it back if it is still wrong.
    setErrors((current) => {
      // Another kind of details: the other kind's messages go with its fields.
      if ('known' in change) return { ...current, [person]: NO_ERRORS };
      const star = { ...current[person].star };
      for (const key of Object.keys(change)) delete star[key as keyof typeof star];
      if ('nakshatra' in change || 'pada' in change || 'sign' in change) {
        delete star.sign;
        delete star.pada;
      }
      return { ...current, [person]: { ...current[person], star } };
    });
  }, []);

  const setBirth = useCallback((person: Person, change: Partial<BirthInputs>) => {
    setPeople((current) => ({ ...current, [person]: { ...current[person], birth: { ...current[person].birth, ...change } } }));
    setErrors((current) => {
      const birth = { ...current[person].birth };
      for (const key of Object.keys(change)) {
        if (key === 'latitude' || key === 'longitude') delete birth.place;
        if (key === 'timeUnknown') delete birth.time;
        if (key === 'timeZone') delete birth.offset;
        delete birth[key as keyof typeof birth];
      }
      return { ...current, [person]: { ...current[person], birth } };
    });
  }, []);

  const { write } = link;
  const compute = useCallback(
    (given: Record<Person, PersonInputs>, chosen: string, writeLink: boolean) => {
      const checks = { boy: checkPerson(given.boy), girl: checkPerson(given.girl) };
      if (!checks.boy.ok || !checks.girl.ok) {
        setErrors({
          boy: checks.boy.ok ? NO_ERRORS : checks.boy.errors,
          girl: checks.girl.ok ? NO_ERRORS : checks.girl.errors,
        });
        setStatus((current) => (current === 'calculating' ? 'idle' : current));
        return;
      }
      const boy = checks.boy as Extract<PersonCheck, { ok: true }>;
      const girl = checks.girl as Extract<PersonCheck, { ok: true }>;
      setErrors({ boy: NO_ERRORS, girl: NO_ERRORS });
      setFailure(null);
      const id = ++run.current;
      const finish = (module: MatchModule) => {
        const value = module.calculate(boy, girl, { ayanamsa: chosen });
        setResult({ value, module });
        setStatus('ready');
        if (writeLink) write([...personParams('boy', given.boy), ...personParams('girl', given.girl), ['ayanamsa', chosen]]);
      };
      // Once loaded, the calculation runs at once (a few milliseconds): the result is updated in place, not replaced
      // by a "calculating" line and drawn again.
      if (loaded.current) {
        finish(loaded.current);
        return;
      }
      setStatus('calculating');
      load()
        .then((module) => {
          loaded.current = module;
          if (id !== run.current) return;
          finish(module);
        })
        .catch((error: unknown) => {
          if (id !== run.current) return;
          console.warn('The match could not be calculated.', error);
          setFailure(LOAD_FAILED);
          setStatus('failed');
        });
    },
    [load, write],
  );

  const calculate = useCallback(() => compute(people, ayanamsa, true), [compute, people, ayanamsa]);

  // A link with both people is calculated on arrival; an old link's query moves to the fragment.
  useEffect(() => {
    if (complete) compute(initial.people, initial.ayanamsa, link.arrived.fromQuery);
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { people, ayanamsa, errors, status, result, failure, setPerson, setBirth, setAyanamsa, calculate };
}

export { EMPTY_PERSON };
