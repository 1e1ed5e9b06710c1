/*
 * The page title with its breadcrumb trail, shared so that every page, from the shell or a remote, starts the same way.
 */
import styled from 'styled-components';
import { Link } from '@calc/singleton';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 20px;
  h1 {
    font-size: clamp(22px, 3vw, 28px);
    font-weight: 700;
    letter-spacing: -0.01em;
  }
  ol {
    display: flex;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 14px;
    color: var(--text-muted);
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: var(--text-subtle);
  }
  a {
    color: var(--text-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--primary-text);
    text-decoration: underline;
  }
  [aria-current] {
    color: var(--text);
    font-weight: 500;
  }
`;

/** The page heading and its trail (Home / page). */
export function Breadcrumb({ pageTitle }: { pageTitle: string }) {
  return (
    <Bar>
      <h1>{pageTitle}</h1>
      <nav aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{pageTitle}</li>
        </ol>
      </nav>
    </Bar>
  );
}
