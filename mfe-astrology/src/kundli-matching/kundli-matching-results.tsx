/* The matching's code that loads on Calculate, with the ephemeris: the calculation and its result views. */
import styled from 'styled-components';
import { DataTable, type TableColumn } from '@calc/shared';
import { NAKSHATRAS, SIGNS, formatDms } from '../sky';
import { Figure, Figures, SkyNote, birthLine } from '../birth/sky-figures';
import { timeOnDay } from '../birth/local-time';
import { MANGLIK_HOUSES } from '../birth-chart/manglik-rule';
import { points, type Dosha, type Koota } from './guna-milan';
import { calculateMatch, isManglik, type KundliMatch, type ManglikCount, type PersonSky } from './kundli-matching';
import { PERSON_TITLE } from './person-fields';
import type { Person } from './match-inputs';
import type { MatchModule } from './match-module';

const Heading = styled.h3`
  margin: 24px 0 8px;
  font-size: 17px;
`;

const Verdict = styled.p<{ $tone: 'bad' | 'good' | 'mixed' }>`
  margin: 0 0 8px;
  font-weight: 700;
  color: ${({ $tone }) => ($tone === 'bad' ? 'var(--error)' : $tone === 'good' ? 'var(--success)' : 'var(--text)')};
`;

const List = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  line-height: 1.55;
  li + li {
    margin-top: 4px;
  }
`;

const Decided = styled.span`
  display: block;
  min-width: 14em;
  white-space: normal;
  color: var(--text-muted);
  /* On a phone the table is one card per koota: the sentence wraps within the card's width. */
  @media (max-width: 639px) {
    min-width: 0;
  }
`;

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** 'Cancer (Karka), Pushya pada 1' */
function moonText(person: PersonSky): string {
  const { moon } = person;
  const sign = SIGNS[moon.sign];
  return `${sign.name} (${sign.sanskrit}), ${NAKSHATRAS[moon.nakshatra].name}${moon.pada ? ` pada ${moon.pada}` : ''}`;
}

function moonDetail(person: PersonSky): string {
  if (person.moon.longitude === null) return 'As told (not computed)';
  return `Moon at ${SIGNS[person.moon.sign].name} ${formatDms(person.moon.longitude - person.moon.sign * 30)}`;
}

const columns: TableColumn<Koota>[] = [
  { header: 'Koota', cell: (koota) => <strong>{koota.name}</strong> },
  { header: 'Boy', cell: (koota) => koota.boy },
  { header: 'Girl', cell: (koota) => koota.girl },
  { header: 'Points', cell: (koota) => `${points(koota.points)} of ${koota.max}`, numeric: true },
  { header: 'What decided them', cell: (koota) => <Decided>{koota.decided}</Decided> },
];

function PersonNotes({ person, sky }: { person: Person; sky: PersonSky }) {
  if (!sky.birth) return null;
  const who = PERSON_TITLE[person];
  return (
    <>
      <SkyNote>
        {who}: {birthLine(sky.birth)}
      </SkyNote>
      {sky.moonChanges.length > 0 ? (
        <SkyNote>
          <strong>Birth time unknown.</strong> That day the Moon{' '}
          {sky.moonChanges
            .map(
              (change) =>
                `moved from ${change.from} to ${change.to} at ${timeOnDay(change.at, sky.birth!.offsetMinutes, sky.birth!.local)}`,
            )
            .join(', and ')}
          : the match above is for 12:00, and would differ for a birth on the other side of that time.
        </SkyNote>
      ) : null}
    </>
  );
}

function Kootas({ value }: { value: KundliMatch }) {
  const { milan } = value;
  return (
    <>
      <Figures>
        <Figure headline label="Guna Milan" value={`${points(milan.total)} of 36`} detail={milan.reading} />
        <Figure label="Boy’s Moon" value={moonText(value.boy)} detail={moonDetail(value.boy)} />
        <Figure label="Girl’s Moon" value={moonText(value.girl)} detail={moonDetail(value.girl)} />
      </Figures>
      <DataTable label="Ashtakoota" columns={columns} rows={milan.kootas} rowKey={(koota) => koota.id} />
      <SkyNote>
        The usual reading of the total: under 18 not recommended, 18 to 24 average, 25 to 32 good, 33 to 36 very good.
        {milan.nadiDosha.present || milan.bhakootDosha.present
          ? ' A dosha’s cancelling exceptions are under Doshas; they do not change the total.'
          : ''}
      </SkyNote>
      <SkyNote>Sidereal Moon, {value.ayanamsa.label} ayanamsa; North Indian Ashtakoota as most Indian almanacs print it.</SkyNote>
      <PersonNotes person="boy" sky={value.boy} />
      <PersonNotes person="girl" sky={value.girl} />
    </>
  );
}

function DoshaPanel({ title, dosha, koota }: { title: string; dosha: Dosha; koota: Koota }) {
  return (
    <section aria-label={title}>
      <Heading>{title}</Heading>
      <Verdict $tone={!dosha.present ? 'good' : dosha.cancelled ? 'mixed' : 'bad'}>
        {!dosha.present
          ? `No ${title}`
          : `${title}: ${dosha.kind}${dosha.cancelled ? ', with a cancelling exception' : ', no exception applies'}`}
      </Verdict>
      <SkyNote>
        {koota.decided} {dosha.present ? `${koota.name} counts 0 of ${koota.max} in the total either way.` : ''}
      </SkyNote>
      {dosha.present ? (
        <List>
          {dosha.exceptions.map((exception) => (
            <li key={exception.rule}>
              {exception.rule}: <strong>{exception.applies ? 'applies' : 'does not apply'}</strong>. {exception.because}
            </li>
          ))}
        </List>
      ) : null}
    </section>
  );
}

function countText(count: ManglikCount | null, from: string): string {
  if (!count) return `From the ${from}: not known, since the birth time is unknown.`;
  return `Mars is in the ${ordinal(count.house)} house from the ${from}: ${count.manglik ? 'Manglik' : 'not Manglik'}.`;
}

function ManglikOf({ person, sky }: { person: Person; sky: PersonSky }) {
  const manglik = isManglik(sky);
  return (
    <section aria-label={`Manglik: ${PERSON_TITLE[person]}`}>
      <Heading>{PERSON_TITLE[person]}</Heading>
      {manglik === null || !sky.manglik ? (
        <SkyNote>Not known: Manglik needs the birth details (Mars’s place), not only the Moon’s nakshatra.</SkyNote>
      ) : (
        <>
          <Verdict $tone={manglik ? 'bad' : 'good'}>{manglik ? 'Manglik (Mangal dosha)' : 'Not Manglik'}</Verdict>
          <List>
            <li>{countText(sky.manglik.fromAscendant, 'Ascendant')}</li>
            <li>{countText(sky.manglik.fromMoon, 'Moon')}</li>
          </List>
        </>
      )}
    </section>
  );
}

function manglikVerdict(value: KundliMatch): string {
  const match = value.manglikMatch;
  if (!match) return 'Manglik compatibility needs both people’s birth details.';
  if (match.boy && match.girl) return 'Both are Manglik: the dosha is held to cancel between them.';
  if (!match.boy && !match.girl) return 'Neither is Manglik.';
  return `Only the ${match.boy ? 'boy' : 'girl'} is Manglik: a Manglik dosha in the match, which almanacs advise looking at closely.`;
}

function Doshas({ value }: { value: KundliMatch }) {
  const koota = (id: Koota['id']) => value.milan.kootas.find((k) => k.id === id)!;
  return (
    <>
      <DoshaPanel title="Nadi Dosha" dosha={value.milan.nadiDosha} koota={koota('nadi')} />
      <DoshaPanel title="Bhakoot Dosha" dosha={value.milan.bhakootDosha} koota={koota('bhakoot')} />
      {value.milan.nadiDosha.present || value.milan.bhakootDosha.present ? (
        <SkyNote>
          An exception is named and checked, not added back: the total stays as counted, and the weight given to a cancelled dosha
          is the astrologer’s to judge.
        </SkyNote>
      ) : null}
    </>
  );
}

function Manglik({ value }: { value: KundliMatch }) {
  return (
    <>
      <Verdict $tone={value.manglikMatch && value.manglikMatch.boy !== value.manglikMatch.girl ? 'bad' : 'mixed'}>
        {manglikVerdict(value)}
      </Verdict>
      <ManglikOf person="boy" sky={value.boy} />
      <ManglikOf person="girl" sky={value.girl} />
      <SkyNote>
        The rule: Mars in the {MANGLIK_HOUSES.slice(0, -1).map(ordinal).join(', ')} or {ordinal(12)} house, counted in whole signs
        of the sidereal zodiac from the Ascendant or from the Moon (almanacs check both; the birth chart page says the same); the
        Moon’s count alone when the birth time is unknown. Some astrologers also count from Venus, leave out the 2nd house, or
        apply exceptions; this page applies none of them.
      </SkyNote>
    </>
  );
}

const kundliMatching: MatchModule = {
  calculate: calculateMatch,
  resultTabs: (value) => [
    { id: 'kootas', label: 'Kootas', content: <Kootas value={value} /> },
    { id: 'doshas', label: 'Doshas', content: <Doshas value={value} /> },
    { id: 'manglik', label: 'Manglik', content: <Manglik value={value} /> },
  ],
  summary: (value) => {
    const { milan } = value;
    const doshas = [milan.nadiDosha.present ? 'Nadi dosha' : '', milan.bhakootDosha.present ? 'Bhakoot dosha' : '']
      .filter(Boolean)
      .join(' and ');
    return `Guna Milan ${points(milan.total)} of 36, ${milan.reading.toLowerCase()}.${doshas ? ` ${doshas}.` : ''} ${manglikVerdict(value)}`;
  },
};

export default kundliMatching;
