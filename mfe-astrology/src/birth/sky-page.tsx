/*
 * One scaffold for every sky page (birth chart, moon sign, ascendant, sun sign): the birth form on the left, the
 * results on the right from 768 px (below it on a phone), the explanation under both. A page is its choices, its
 * calculation (loaded on Calculate), its result tabs and the sentence a screen reader hears.
 */
import { useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { Alert, Card, CalculatorGrid, CopyLinkButton, EmptyHint, Icon, LiveRegion, Tabs, Toolbar } from '@calc/shared';
import { LINK_PENDING_ATTRIBUTE } from '@calc/shared/site';
import { BirthForm } from './birth-form';
import { BIRTH_FIELDS, useSkyPage, type SkyChoice, type SkyFields, type SkyModule } from './use-sky-page';
import type { Place } from '../places/place-search';
import { PLACES_CREDIT, PLACES_SOURCE_URL } from '../places/places-credit';

const Layout = styled(CalculatorGrid)`
  :root.dark & input[type='date'],
  :root.dark & input[type='time'] {
    color-scheme: dark;
  }
`;

const Working = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 24px 0;
  color: var(--text-muted);
`;

export interface SkyPageProps<R> {
  id: string;
  choices: SkyChoice[];
  /** The page's calculation and result views, loaded with the ephemeris on the first Calculate. */
  load: () => Promise<SkyModule<R>>;
  /** The empty state: what will appear once calculated. */
  prompt: string;
  unknownTimeHint: string;
  Explanation: ComponentType;
  /** The fields asked and their words: a birth's unless the page asks for something else (a day and a place). */
  fields?: SkyFields;
}

const loadSearch = () =>
  import(/* webpackChunkName: "place-search" */ '../places/place-search').then(
    (module) => (query: string) => module.searchPlaces(query),
  );
const credit = { text: PLACES_CREDIT, href: PLACES_SOURCE_URL };

export function SkyPage<R>(props: SkyPageProps<R>) {
  const fields = props.fields ?? BIRTH_FIELDS;
  const state = useSkyPage(props.choices, props.load, fields);
  const [tab, setTab] = useState('');
  const { result, status } = state;
  // The same element every render, so a calculation does not render the whole explanation again.
  const { Explanation } = props;
  const explanation = useMemo(() => <Explanation />, [Explanation]);

  let content;
  if (status === 'calculating')
    content = (
      <Working role="status">
        <Icon name="sparkles" />
        Calculating the sky{fields.time ? ' for this birth' : ''}…
      </Working>
    );
  else if (status === 'failed' && state.failure)
    content = <Alert variant="error" title="Not calculated" message={state.failure} />;
  else if (result) {
    const tabs = result.module.resultTabs(result);
    content = <Tabs label="Results" tabs={tabs} active={tabs.some((t) => t.id === tab) ? tab : tabs[0].id} onChange={setTab} />;
  } else
    content = (
      <EmptyHint>
        <Icon name="sparkles" />
        <span {...{ [LINK_PENDING_ATTRIBUTE]: 'Calculating the sky for this birth…' }}>{props.prompt}</span>
      </EmptyHint>
    );

  return (
    <>
      <Layout $narrowInputs>
        <Card title={fields.title} id={`${props.id}-inputs`} className="inputs">
          <BirthForm
            idPrefix={props.id}
            fields={fields}
            inputs={state.inputs}
            errors={state.errors}
            choices={props.choices}
            chosen={state.choices}
            setInputs={state.setInputs}
            setChoice={state.setChoice}
            onCalculate={state.calculate}
            loadSearch={loadSearch as () => Promise<(query: string) => Promise<Place[]>>}
            unknownTimeHint={props.unknownTimeHint}
            credit={credit}
          />
        </Card>
        <Card id={`${props.id}-results`} className="results">
          {result && status === 'ready' ? (
            <Toolbar>
              <CopyLinkButton />
            </Toolbar>
          ) : null}
          {content}
        </Card>
      </Layout>
      <LiveRegion>{result && status === 'ready' ? result.module.summary(result) : ''}</LiveRegion>
      {explanation}
    </>
  );
}
