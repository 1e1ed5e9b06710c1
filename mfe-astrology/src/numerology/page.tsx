/*
 * The Numerology Calculator page, written by hand rather than with the calculator scaffold: its inputs are a name and a
 * birth date, and its results are numbers with their meanings, not amounts.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CalculatorGrid,
  CopyLinkButton,
  EmptyHint,
  FieldStack,
  Icon,
  Input,
  Label,
  LiveRegion,
  Tabs,
  Toolbar,
  lazyExplanation,
} from '@calc/shared';
import { NUMBER_LABELS } from './numerology';

import { AboutNumerology, MeaningList, NUMBER_ORDER, NumberStats } from './numerology-parts';
import { useNumerology } from './use-numerology';

const NumerologyExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "numerology-explanation" */ './numerology-explanation'),
);

const NAME_ID = 'numerology-fullName';
const DATE_ID = 'numerology-birthDate';

/** Inputs and About on the left, results on the right from 768 px; on phones inputs, results, then About. */
const Layout = styled(CalculatorGrid)`
  grid-template-areas: 'inputs' 'results' 'about';
  @media (min-width: 768px) {
    grid-template-rows: auto 1fr;
    grid-template-areas: 'inputs results' 'about results';
  }
  > .inputs {
    grid-area: inputs;
  }
  > .results {
    grid-area: results;
  }
  > .about {
    grid-area: about;
  }
  /* The date picker's icon follows the theme. */
  :root.dark & input[type='date'] {
    color-scheme: dark;
  }
`;

/** Today's local date as YYYY-MM-DD, the latest birth date the date picker offers. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const PROMPT = 'Enter your details and click Calculate to see your numerology results';

export default function NumerologyCalculator() {
  const state = useNumerology();
  const { result } = state;
  const [tab, setTab] = useState('results');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    state.calculate();
  }

  const prompt = (
    <EmptyHint>
      <Icon name="sparkles" />
      {PROMPT}
    </EmptyHint>
  );

  const tabs = [
    { id: 'results', label: 'Results', content: result ? <NumberStats result={result} /> : prompt },
    { id: 'meanings', label: 'Detailed Meanings', content: result ? <MeaningList result={result} /> : prompt },
  ];

  return (
    <>
      <Layout $narrowInputs>
        <Card title="Your details" id="numerology-inputs" className="inputs">
          <form noValidate onSubmit={onSubmit}>
            <FieldStack>
              <div>
                <Label htmlFor={NAME_ID}>Full Name</Label>
                <Input
                  id={NAME_ID}
                  name="fullName"
                  type="text"
                  autoComplete="name"
                  spellCheck={false}
                  maxLength={200}
                  placeholder="e.g. John Michael Smith"
                  value={state.fullName}
                  error={state.errors.fullName}
                  hint="As on your birth certificate. Accented letters count as their base letter (é as e)."
                  onChange={(event) => state.setFullName(event.target.value)}
                />
              </div>
              <div>
                <Label htmlFor={DATE_ID}>Birth Date</Label>
                <Input
                  id={DATE_ID}
                  name="birthDate"
                  type="date"
                  // Any real date up to today, historical ones too (the year 1 is a date input's first).
                  min="0001-01-01"
                  max={todayIso()}
                  value={state.birthDate}
                  error={state.errors.birthDate}
                  onChange={(event) => state.setBirthDate(event.target.value, event.target.validity.badInput)}
                />
              </div>
              <Button type="submit" fullWidth>
                Calculate
              </Button>
            </FieldStack>
          </form>
        </Card>
        <div className="about">
          <AboutNumerology />
        </div>
        <Card id="numerology-results" className="results">
          {result ? (
            <Toolbar>
              <CopyLinkButton />
            </Toolbar>
          ) : null}
          <Tabs label="Numerology results" tabs={tabs} active={tab} onChange={setTab} />
        </Card>
      </Layout>
      <LiveRegion>
        {result ? `Numerology results: ${NUMBER_ORDER.map((key) => `${NUMBER_LABELS[key]} ${result[key]}`).join(', ')}.` : ''}
      </LiveRegion>
      <NumerologyExplanation />
    </>
  );
}
