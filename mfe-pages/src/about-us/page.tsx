/*
 * The About Us page: what the site is, and the calculators it has, listed from the site's catalogue so that the list
 * follows the deployed remotes.
 */
import { Fragment } from 'react';
import { Link, useSiteCatalog } from '@calc/singleton';
import { PROJECT_TITLE } from '@calc/shared';
import { Prose } from '../prose';

/** Categories we are working on; they have no calculators yet. */
const FUTURE_CATEGORIES = ['Pizza & Food', 'Personal Development', 'Mathematics', 'Health & Fitness'];

export default function AboutUs() {
  const { categories, pages } = useSiteCatalog();
  return (
    <Prose>
      <p>
        {PROJECT_TITLE} is a collection of free online calculators for everyone: individuals, families, students, professionals,
        small businesses and spiritual seekers. Every calculation runs in your browser, so the numbers you enter stay on your
        device.
      </p>

      <h2>No registration needed</h2>
      <p>There is no sign-up and no login. Every page and every calculator is open to every visitor, free of charge.</p>

      <h2>Your currency</h2>
      <p>
        Amounts are shown in the currency you pick: INR, USD, EUR, GBP and more, twenty currencies in all, each written the way it
        is written locally. Choose yours from the currency menu at the top of the page; we remember it for your next visit.
      </p>

      <h2>Our calculators</h2>
      {categories.map((category) => (
        <Fragment key={category.name}>
          <h3>{category.name}</h3>
          <p>{category.fullDescription}</p>
          <ul data-columns="">
            {pages
              .filter((page) => page.category === category.name)
              .map((page) => (
                <li key={page.path}>
                  <Link to={`/${page.path}`}>{page.title}</Link>
                </li>
              ))}
          </ul>
        </Fragment>
      ))}

      <h2>Coming next</h2>
      <p>We are working on four more categories:</p>
      <ul data-columns="">
        {FUTURE_CATEGORIES.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>

      <h2>Get in touch</h2>
      <p>
        Found a mistake, or have an idea for a calculator we should build? <Link to="/contact-us">Contact us</Link>; we read every
        message.
      </p>
    </Prose>
  );
}
