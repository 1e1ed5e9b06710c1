/* The figures a sky page's result shows (label and value, the headline larger), the birth they are for, and notes. */
import styled from 'styled-components';
import type { Birth } from './birth-inputs';
import { formatOffset } from './local-time';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: 12px;
  margin: 0 0 16px;
  > div {
    padding: 14px 16px;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface-2);
  }
  dt {
    font-size: 13px;
    color: var(--text-muted);
  }
  dd {
    margin: 4px 0 0;
    font-size: 18px;
    font-weight: 700;
  }
  dd small {
    display: block;
    margin-top: 2px;
    font-size: 13px;
    font-weight: 500;
    color: var(--text-muted);
  }
  .headline dd {
    font-size: 24px;
    color: var(--primary);
  }
`;

export const SkyNote = styled.p`
  margin: 12px 0 0;
  font-size: 14px;
  line-height: 1.55;
  color: var(--text-muted);
`;

export function Figure({
  label,
  value,
  detail,
  headline,
}: {
  label: string;
  value: string;
  detail?: string;
  headline?: boolean;
}) {
  return (
    <div className={headline ? 'headline' : undefined}>
      <dt>{label}</dt>
      <dd>
        {value}
        {detail ? <small>{detail}</small> : null}
      </dd>
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Born 1947-08-15 00:00 UTC+05:30 (IST) at New Delhi, 28.6139° N, 77.2090° E' */
export function birthLine(birth: Birth): string {
  const { local } = birth;
  const time = birth.timeKnown ? `${pad(local.hour)}:${pad(local.minute)}` : 'time unknown';
  const zone = birth.zoneAbbreviation && !/^(GMT|UTC)/.test(birth.zoneAbbreviation) ? ` (${birth.zoneAbbreviation})` : '';
  const where = `${Math.abs(birth.latitude).toFixed(4)}° ${birth.latitude < 0 ? 'S' : 'N'}, ${Math.abs(birth.longitude).toFixed(4)}° ${birth.longitude < 0 ? 'W' : 'E'}`;
  return `Born ${local.year}-${pad(local.month)}-${pad(local.day)}, ${time}, ${formatOffset(birth.offsetMinutes)}${zone}, at ${birth.place ? `${birth.place}, ` : ''}${where}.`;
}
