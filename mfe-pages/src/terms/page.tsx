/*
 * The Terms page: the terms of use, set in the shared prose style of the site's text pages.
 */
import { Link } from '@calc/singleton';
import { PROJECT_TITLE } from '@calc/shared';
import { Prose } from '../prose';

export default function Terms() {
  return (
    <Prose>
      <p>
        These terms apply to everyone who uses {PROJECT_TITLE}. By using the site you agree to them, so please read them
        carefully.
      </p>

      <section>
        <h2 id="terms-service">1. Our Service</h2>
        <p>
          {PROJECT_TITLE} offers free online calculators. You may give us feedback, ideas and questions through the{' '}
          <Link to="/contact-us">Contact Us</Link> page; we may use your feedback to improve the service.
        </p>
      </section>

      <section>
        <h2 id="terms-accounts">2. Accurate Information</h2>
        <p>
          Any account information you give us, such as your name and email address, must be accurate, complete and up to date. You
          are responsible for what is done with your account.
        </p>
      </section>

      <section>
        <h2 id="terms-prohibited">3. Prohibited Content and Activities</h2>
        <p>You must not:</p>
        <ul>
          <li>send or share content that is unlawful, harmful, threatening, abusive, hateful, defamatory or obscene;</li>
          <li>send spam, advertising or links to other sites;</li>
          <li>pretend to be someone else, or misrepresent who you are or whom you represent;</li>
          <li>infringe anyone&apos;s intellectual property, privacy or other rights;</li>
          <li>upload viruses or other harmful code, or try to disrupt, overload or gain unauthorised access to the service;</li>
          <li>copy, scrape, resell or republish the calculators or their results as a service of your own.</li>
        </ul>
      </section>

      <section>
        <h2 id="terms-ip">4. Intellectual Property</h2>
        <p>
          The calculators, their designs, text, graphics and code are the intellectual property of {PROJECT_TITLE}. You may use
          the calculators for your own planning, but you may not copy, change or distribute them without our written permission.
        </p>
      </section>

      <section>
        <h2 id="terms-guarantees">5. No Guarantees</h2>
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without guarantees of any kind. Results are
          estimates for information only, not financial, tax, legal or other professional advice. We do not guarantee that they
          are accurate or complete, or that the service will always be available and free of errors. Check important decisions
          with a qualified professional.
        </p>
      </section>

      <section>
        <h2 id="terms-disputes">6. Disputes Between Users</h2>
        <p>We do not mediate disputes between users. Any disagreement between users is for them to settle.</p>
      </section>

      <section>
        <h2 id="terms-termination">7. Termination</h2>
        <p>We may suspend or end your access to the service at any time, in particular if you break these terms.</p>
      </section>

      <section>
        <h2 id="terms-changes">8. Changes to the Service and These Terms</h2>
        <p>
          We may add, change or remove features at any time. We may also update these terms; the updated terms apply once they are
          published on this page, and using the service after that means you accept them.
        </p>
      </section>

      <section>
        <h2 id="terms-law">9. Governing Law</h2>
        <p>These terms are governed by the laws of India.</p>
      </section>
    </Prose>
  );
}
