/*
 * The dashboard at '/': the categories and their calculators from the composed catalogue, so that the home page follows
 * whatever the remotes publish.
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link, useCategory, useSiteCatalog, type CategoryFacts, type SitePage } from '@calc/singleton';
import { CardShell, hrefOf, Icon } from '@calc/shared';

const Hero = styled.section`
  margin-bottom: 28px;
  padding: 28px 24px;
  border-radius: var(--radius-lg);
  background:
    radial-gradient(circle at 90% 10%, color-mix(in srgb, #7c3aed 22%, transparent), transparent 45%),
    linear-gradient(135deg, var(--primary-soft), var(--surface));
  border: 1px solid var(--border);
  h2 {
    font-size: clamp(24px, 4vw, 34px);
    font-weight: 800;
    letter-spacing: -0.02em;
    max-width: 720px;
  }
  p {
    margin: 12px 0 0;
    max-width: 720px;
    color: var(--text-muted);
    font-size: 17px;
  }
  /* On a phone the intro is compact, so the calculators start within the first screen. */
  @media (max-width: 639px) {
    margin-bottom: 16px;
    padding: 16px 18px;
    h2 {
      font-size: 19px;
      letter-spacing: -0.01em;
    }
    p {
      margin-top: 8px;
      font-size: 15px;
      line-height: 1.4;
    }
  }
  @media (min-width: 768px) {
    padding: 40px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  @media (max-width: 639px) {
    gap: 12px;
  }
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const SectionHeading = styled.h2`
  font-size: 18px;
  font-weight: 700;
  margin-bottom: 14px;
  @media (max-width: 639px) {
    font-size: 16px;
    margin-bottom: 10px;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  @media (max-width: 639px) {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 10px;
  }
`;

const CategoryCard = styled.button<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  padding: 20px;
  text-align: left;
  border-radius: var(--radius-lg);
  cursor: pointer;
  background: ${({ $selected }) => ($selected ? 'var(--primary-soft)' : 'var(--surface)')};
  border: 2px solid ${({ $selected }) => ($selected ? 'var(--primary)' : 'var(--border)')};
  box-shadow: var(--shadow-sm);
  transition:
    border-color 0.15s,
    transform 0.15s,
    background 0.15s;
  &:hover {
    border-color: var(--primary);
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  strong {
    font-size: 17px;
    color: var(--text);
  }
  span.description {
    color: var(--text-muted);
    font-size: 14px;
  }
  @media (max-width: 639px) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    align-content: start;
    gap: 4px 10px;
    padding: 12px 12px 14px;
    > span:first-child {
      width: 36px;
      height: 36px;
      border-radius: 10px;
    }
    strong {
      font-size: 16px;
    }
    span.description {
      grid-column: 1 / -1;
      font-size: 13px;
      line-height: 1.4;
    }
  }
`;

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: var(--primary-soft);
  color: var(--primary-text);
`;

const Check = styled.span`
  position: absolute;
  top: 14px;
  right: 14px;
  @media (max-width: 639px) {
    top: 8px;
    right: 8px;
    width: 22px;
    height: 22px;
  }
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: var(--primary);
  color: var(--on-primary);
`;

const Panel = styled(CardShell)`
  /* On a phone the calculators come straight after the category's name, before its long description. */
  @media (max-width: 639px) {
    display: flex;
    flex-direction: column;
    padding: 16px;
    h2 {
      font-size: 18px;
      gap: 10px;
    }
    h2 > span {
      width: 32px;
      height: 32px;
      border-radius: 10px;
    }
    h3 {
      margin-bottom: 6px;
    }
    h3.about,
    p.about {
      order: 2;
    }
    h3.calculators {
      margin-top: 10px;
    }
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: 20px;
  }
  h3 {
    margin: 18px 0 8px;
    font-size: 14px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--text-subtle);
  }
  p {
    margin: 0;
    color: var(--text-muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 12px;
    border-radius: var(--radius-sm);
    border: 1px solid var(--border);
    text-decoration: none;
    color: var(--text);
    font-weight: 500;
  }
  a:hover {
    border-color: var(--primary);
    color: var(--primary-text);
  }
  a svg:last-child {
    margin-left: auto;
    color: var(--text-subtle);
  }
  /* After the rule above: a long title (Birth Chart (Kundli) Calculator) keeps to one line on a phone, so the first
     calculator is whole on the first screen. */
  @media (max-width: 639px) {
    a {
      gap: 8px;
      padding: 10px;
      font-size: 15px;
    }
  }
`;

function CategoryPanel({ category, calculators }: { category: CategoryFacts; calculators: SitePage[] }) {
  return (
    <Panel aria-labelledby="category-panel-title">
      <h2 id="category-panel-title">
        <IconBadge aria-hidden="true">
          <Icon name={category.icon} size={22} />
        </IconBadge>
        {category.name}
      </h2>
      <h3 className="about">About</h3>
      <p className="about">{category.fullDescription}</p>
      <h3 className="calculators">Available Calculators</h3>
      <ul>
        {calculators.map((route) => (
          <li key={route.path}>
            <Link to={hrefOf(route.path)}>
              <Icon name={route.icon} size={18} />
              {route.title}
              <Icon name="chevronRight" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function HomePage() {
  const { category, setCategory, restoreCategory } = useCategory();
  // At the root, the selection is the stored one (another tab may have changed it).
  useEffect(() => restoreCategory(), [restoreCategory]);
  const catalog = useSiteCatalog();
  const selected = catalog.categories.find((entry) => entry.name === category);

  return (
    <>
      <Hero>
        <h2>Free online calculators for smarter money and curious minds</h2>
        <p>
          Financial planning tools for SIP, Lump Sum, SWP and Retirement planning, and a mystical astrology calculator for
          Numerology. No sign-up, in your own currency.
        </p>
      </Hero>
      <Columns>
        <section aria-labelledby="select-category">
          <SectionHeading id="select-category">Select Category</SectionHeading>
          <Grid>
            {catalog.categories.map((entry) => {
              const isSelected = entry.name === category;
              return (
                <CategoryCard
                  key={entry.name}
                  type="button"
                  aria-pressed={isSelected}
                  $selected={isSelected}
                  onClick={() => setCategory(entry.name)}
                >
                  <IconBadge aria-hidden="true">
                    <Icon name={entry.icon} size={22} />
                  </IconBadge>
                  <strong>{entry.name}</strong>
                  <span className="description">{entry.description}</span>
                  {isSelected ? (
                    <Check aria-hidden="true">
                      <Icon name="check" size={16} />
                    </Check>
                  ) : null}
                </CategoryCard>
              );
            })}
          </Grid>
        </section>
        {selected ? (
          <CategoryPanel category={selected} calculators={catalog.pages.filter((page) => page.category === selected.name)} />
        ) : null}
      </Columns>
    </>
  );
}
