/*
 * The Kundli Matching (Guna Milan) Calculator: two people, each by the birth or by the Moon's nakshatra, and the
 * ayanamsa, in one form; the calculation (with the ephemeris) loads on Calculate. The inputs card sits above the
 * results, full width: two births side by side from 1024 px, one under the other on a phone.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CopyLinkButton,
  EmptyHint,
  FieldStack,
  Icon,
  Label,
  lazyExplanation,
  LiveRegion,
  Select,
  Tabs,
  Toolbar,
} from '@calc/shared';
import { LINK_PENDING_ATTRIBUTE } from '@calc/shared/site';
import { AYANAMSA_CHOICE } from '../birth/sky-choices';
import type { Place } from '../places/place-search';
import { PLACES_CREDIT, PLACES_SOURCE_URL } from '../places/places-credit';
import { PersonFields } from './person-fields';
import { PEOPLE } from './match-inputs';
import { useKundliMatching } from './use-kundli-matching';
import type { MatchModule } from './match-module';

const Explanation = lazyExplanation(
  () => import(/* webpackChunkName: "kundli-matching-explanation" */ './kundli-matching-explanation'),
);
const load = () =>
  import(/* webpackChunkName: "kundli-matching-results" */ './kundli-matching-results').then(
    (module) => module.default as MatchModule,
  );
const loadSearch = () =>
  import(/* webpackChunkName: "place-search" */ '../places/place-search').then(
    (module) => (query: string) => module.searchPlaces(query),
  ) as Promise<(query: string) => Promise<Place[]>>;

const Layout = styled.div`
  display: grid;
  gap: 20px;
  :root.dark & input[type='date'],
  :root.dark & input[type='time'] {
    color-scheme: dark;
  }
  /* Clear of the sticky header when scrolled to. */
  .results {
    scroll-margin-top: 88px;
  }
`;

const People = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 24px;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: var(--text-muted);
`;

const Credit = styled.p`
  margin: 12px 0 0;
  font-size: 12px;
  color: var(--text-subtle);
  a {
    color: inherit;
  }
`;

const Working = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 24px 0;
  color: var(--text-muted);
`;

export default function KundliMatchingCalculator() {
  const state = useKundliMatching(load);
  const [tab, setTab] = useState('');
  const { result, status } = state;
  // The result is under the long form: after a Calculate, bring it into view unless it already is.
  const scrollOnReady = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || !scrollOnReady.current) return;
    scrollOnReady.current = false;
    const card = document.getElementById('kundli-matching-results');
    if (!card || card.getBoundingClientRect().top <= window.innerHeight / 2) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    card.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [status]);

  let content;
  if (status === 'calculating')
    content = (
      <Working role="status">
        <Icon name="sparkles" />
        Matching the two charts…
      </Working>
    );
  else if (status === 'failed' && state.failure)
    content = <Alert variant="error" title="Not calculated" message={state.failure} />;
  else if (result) {
    const tabs = result.module.resultTabs(result.value);
    content = <Tabs label="Results" tabs={tabs} active={tabs.some((t) => t.id === tab) ? tab : tabs[0].id} onChange={setTab} />;
  } else
    content = (
      <EmptyHint>
        <Icon name="sparkles" />
        <span {...{ [LINK_PENDING_ATTRIBUTE]: 'Matching the two charts…' }}>
          Enter both people’s birth details (or their Moon nakshatras) and press Calculate to see the eight kootas, the total out
          of 36, Nadi and Bhakoot dosha, and Manglik.
        </span>
      </EmptyHint>
    );

  return (
    <>
      <Layout>
        <Card title="Birth details" id="kundli-matching-inputs" className="inputs">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              scrollOnReady.current = true;
              state.calculate();
            }}
          >
            <People>
              {PEOPLE.map((person) => (
                <PersonFields
                  key={person}
                  person={person}
                  inputs={state.people[person]}
                  errors={state.errors[person]}
                  setPerson={state.setPerson}
                  setBirth={state.setBirth}
                  loadSearch={loadSearch}
                />
              ))}
            </People>
            <Actions>
              <div>
                <Label htmlFor="kundli-ayanamsa">{AYANAMSA_CHOICE.label}</Label>
                <Select id="kundli-ayanamsa" value={state.ayanamsa} onChange={(event) => state.setAyanamsa(event.target.value)}>
                  {AYANAMSA_CHOICE.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
                <Note>{AYANAMSA_CHOICE.hint}</Note>
              </div>
              <FieldStack>
                <Button type="submit" fullWidth>
                  Calculate
                </Button>
              </FieldStack>
            </Actions>
            <Credit>
              <a href={PLACES_SOURCE_URL} rel="noopener noreferrer" target="_blank">
                {PLACES_CREDIT}
              </a>{' '}
              Everything is calculated in your browser: the birth details are not sent anywhere.
            </Credit>
          </form>
        </Card>
        <Card id="kundli-matching-results" className="results">
          {result && status === 'ready' ? (
            <Toolbar>
              <CopyLinkButton />
            </Toolbar>
          ) : null}
          {content}
        </Card>
      </Layout>
      <LiveRegion>{result && status === 'ready' ? result.module.summary(result.value) : ''}</LiveRegion>
      <Explanation />
    </>
  );
}
