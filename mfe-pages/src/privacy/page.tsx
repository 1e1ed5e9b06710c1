/*
 * The Privacy Policies page: the policy's text, set in the shared prose style of the site's text pages.
 */
import { Link } from '@calc/singleton';
import { PROJECT_TITLE } from '@calc/shared';
import { Prose } from '../prose';

export default function Privacy() {
  return (
    <Prose>
      <p>
        {PROJECT_TITLE} is part of a wider platform where users share, validate and collaborate on ideas. This policy explains
        what information we collect, how we use and share it, how long we keep it, and the choices you have.
      </p>

      <section>
        <h2 id="privacy-collect">1. Information We Collect</h2>
        <ul>
          <li>
            <strong>Personal information</strong>, such as your name and email address, when you write to us or create an account
            on the platform.
          </li>
          <li>
            <strong>Content data</strong>: the ideas, comments, feedback and other content you share.
          </li>
          <li>
            <strong>Technical data</strong>, such as your browser, device, operating system and IP address, sent with every
            request.
          </li>
          <li>
            <strong>Behavioural data</strong>: how you use the platform, such as the pages you visit and the features you use.
          </li>
          <li>
            <strong>Communication data</strong>: the messages you send us, for example through the contact form, and our replies.
          </li>
        </ul>
        <p>The calculators run entirely in your browser: the figures you enter into them are not sent to us.</p>
      </section>

      <section>
        <h2 id="privacy-use">2. How We Use Your Information</h2>
        <ul>
          <li>
            <strong>Platform functionality</strong>: to provide the platform and its features, and to answer your messages.
          </li>
          <li>
            <strong>User experience</strong>: to remember your preferences and to make the platform better.
          </li>
          <li>
            <strong>Security and integrity</strong>: to protect the platform and its users against abuse, fraud and spam.
          </li>
          <li>
            <strong>Research and analytics</strong>: to understand, in aggregate, how the platform is used and what to build next.
          </li>
        </ul>
      </section>

      <section>
        <h2 id="privacy-sharing">3. Sharing Your Information</h2>
        <p>We do not sell your information. We share it only:</p>
        <ul>
          <li>
            <strong>With your consent</strong>, when you ask us to or agree to it.
          </li>
          <li>
            <strong>For legal obligations</strong>, when the law, a court or a public authority requires it, or to protect the
            rights and safety of our users and of the platform.
          </li>
          <li>
            <strong>With third-party services</strong> that help us run the platform, such as email providers and hosting and
            database services, which may use it only to provide their service to us.
          </li>
        </ul>
      </section>

      <section>
        <h2 id="privacy-storage">4. Data Storage and Retention</h2>
        <p>
          Your information is stored on secure servers of our service providers. We keep it only as long as we need it for the
          purposes above, or as long as the law requires, and then delete it.
        </p>
        <p>
          Your preferences on this site (theme, currency and calculator category) are kept in your own browser&apos;s storage, not
          on our servers. You can clear them at any time in your browser settings.
        </p>
      </section>

      <section>
        <h2 id="privacy-rights">5. Your Rights</h2>
        <ul>
          <li>
            <strong>Access and update</strong>: you can see and correct your information in your account settings.
          </li>
          <li>
            <strong>Deletion or restriction</strong>: you can ask us to delete your information or to restrict how we use it.{' '}
            <Link to="/contact-us">Contact us</Link> with your request.
          </li>
          <li>
            <strong>Withdraw consent</strong>: where we rely on your consent, you can withdraw it at any time. This does not
            affect what we did before you withdrew it.
          </li>
        </ul>
      </section>

      <section>
        <h2 id="privacy-updates">6. Updates to This Policy</h2>
        <p>
          We may update this policy from time to time. When we make significant changes, we will announce them on the platform or
          by email before they take effect.
        </p>
      </section>
    </Prose>
  );
}
