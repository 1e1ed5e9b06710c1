/*
 * The footer under every page, with the links to the site's own pages.
 */
import styled from 'styled-components';
import { Link, useSiteCatalog } from '@calc/singleton';
import { hrefOf, PROJECT_TITLE } from '@calc/shared';
import { footerLinks } from './footer-links';
import { besideSidebar } from './beside-sidebar';

/*
 * Sits after <main>, whose min-height is the viewport: the footer starts below the first screen and never moves
 * anything a visitor sees while a page loads (no layout shift).
 */
const Bar = styled.footer<{ $expanded: boolean }>`
  border-top: 1px solid var(--border);
  background: var(--surface);
  color: var(--text-muted);
  font-size: 14px;
  padding: 24px 16px 28px;
  ${besideSidebar}
`;

const Inner = styled.div`
  max-width: var(--content-max);
  margin: 0 auto;
  display: grid;
  gap: 12px;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: 32px;
  }
  p {
    margin: 0;
  }
  p.copyright {
    color: var(--text-subtle);
    font-size: 13px;
    @media (min-width: 768px) {
      grid-column: 1 / -1;
    }
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 4px;
  margin: 0 -8px;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    border-radius: var(--radius-sm);
    color: var(--text);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: var(--primary-text);
    text-decoration: underline;
  }
`;

/** Every page's footer: the disclaimer, the site's own pages and the year. */
export function SiteFooter({ expanded, inert }: { expanded: boolean; inert?: boolean }) {
  const { pages } = useSiteCatalog();
  const links = footerLinks(pages);
  return (
    <Bar $expanded={expanded} inert={inert}>
      <Inner>
        <p>
          Figures are illustrations based on the values you enter, not financial advice. Check important decisions with a
          qualified adviser.
        </p>
        {links.length > 0 ? (
          <nav aria-label="Footer" data-print="hide">
            <Links>
              {links.map((page) => (
                <li key={page.path}>
                  <Link to={hrefOf(page.path)}>{page.navLabel}</Link>
                </li>
              ))}
            </Links>
          </nav>
        ) : null}
        <p className="copyright">
          © {new Date().getFullYear()} {PROJECT_TITLE}
        </p>
      </Inner>
    </Bar>
  );
}
