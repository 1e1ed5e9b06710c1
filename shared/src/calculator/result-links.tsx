/* Links under the figures that open another calculator of the site with this result's figures as its inputs. */
import styled from 'styled-components';
import { Link, type CurrencyCode } from '@calc/singleton';
import { hrefOf } from '../site/site-rules';
import type { ResultLink } from './definition';
import { CURRENCY_PARAM } from './calculator-url';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** The address of a link: the page's route with its inputs and the currency they are in. */
export function resultLinkHref(link: ResultLink, currency: CurrencyCode): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(link.query)) if (Number.isFinite(value)) query.set(name, String(value));
  query.set(CURRENCY_PARAM, currency);
  return `${hrefOf(link.path)}?${query.toString()}`;
}

export function ResultLinks({ links, currency }: { links: ResultLink[]; currency: CurrencyCode }) {
  if (links.length === 0) return null;
  return (
    <Links>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={resultLinkHref(link, currency)}>{link.label}</Link>
        </li>
      ))}
    </Links>
  );
}
