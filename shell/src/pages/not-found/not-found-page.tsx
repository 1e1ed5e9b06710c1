/*
 * The Not Found page, shown for any address no route matches, with a way back to the home page.
 */
import styled from 'styled-components';
import { Link } from '@calc/singleton';
import { Icon, PROJECT_TITLE } from '@calc/shared';
import { NotFoundIllustration } from './not-found-illustration';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: 32px 16px;
  h1 {
    font-size: clamp(32px, 6vw, 48px);
    font-weight: 800;
    letter-spacing: 0.12em;
    color: var(--text);
  }
  p {
    max-width: 420px;
    margin: 8px 0 24px;
    font-size: 17px;
    color: var(--text-muted);
  }
  svg.illustration {
    width: min(360px, 90%);
    height: auto;
    margin: 24px 0 16px;
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 12px 20px;
  border-radius: var(--radius-sm);
  background: var(--primary);
  color: var(--on-primary);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: var(--primary-hover);
  }
`;

const Footer = styled.footer`
  margin-top: 48px;
  font-size: 14px;
  color: var(--text-subtle);
`;

export function NotFoundPage() {
  return (
    <Page>
      <h1>ERROR</h1>
      <NotFoundIllustration />
      <p>We can’t seem to find the page you are looking for!</p>
      <HomeLink to="/">
        <Icon name="arrowLeft" size={18} />
        Back to Home Page
      </HomeLink>
      <Footer>
        © {new Date().getFullYear()} - {PROJECT_TITLE}
      </Footer>
    </Page>
  );
}
