// /terms: the terms of use, written for Podium's athletes, coaches and organisations.
import { ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../ui/links.ts';
import { LegalLayout } from './LegalLayout.tsx';

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of use"
      intro="The rules for using Podium, written to be read. Last updated 1 March 2023."
    >
      <p>
        Podium connects athletes with the coaches, scouts and organisations looking for them. By creating an
        account you agree to these terms. If you do not agree, please do not use Podium.
      </p>

      <h2>1. Who can use Podium</h2>
      <ul>
        <li>
          Athletes must be 13 or older to have an account. Athletes under 16 must name a parent or caregiver
          when they register; their profile stays hidden from others until that person gives consent through
          the link we mail them, and that person may withdraw consent or ask us to close the account at any
          time.
        </li>
        <li>
          Coaches, scouts and organisation administrators must be adults (18 or older) and must act for the
          organisation they name.
        </li>
        <li>
          You may hold one personal account. Keep your password to yourself; you are responsible for what is
          done with your account.
        </li>
      </ul>

      <h2>2. What you put on Podium</h2>
      <ul>
        <li>
          Test results must be your own and honestly recorded. Rankings only work when everyone plays fair: we
          may hide or remove results that look impossible, and accounts that keep posting them.
        </li>
        <li>
          Videos and photos must be yours to share, and must not show other people without their permission.
          Never upload anything that sexualises, harasses or endangers anyone, especially minors.
        </li>
        <li>
          You keep the rights to what you upload. You give Podium permission to store it, show it to the
          people your settings allow, and turn your results into share images and videos when you ask us to.
        </li>
      </ul>

      <h2>3. Contacting athletes</h2>
      <p>
        Coaches and organisations use Podium to find and contact talent. Contact must be about sport and must
        be respectful. Contact with athletes under 18 should include their parent or caregiver. We remove
        accounts that misuse contact features, and we report anything that puts a child at risk.
      </p>

      <h2>4. Paid features</h2>
      <p>
        Some features, such as premium subscriptions, public profile links and event tickets, are paid. Prices
        are shown before you pay. On the web, payments are handled by our card payment provider; in the iOS
        and Android apps, by the App Store or Google Play, whose refund rules apply. You can cancel a
        subscription at any time; it stays active until the end of the period you paid for.
      </p>

      <h2>5. Closing your account</h2>
      <p>
        You can delete your account at any time from your account settings. Organisation administrators can
        delete the organisation alone, or their account together with it. We may suspend accounts that break
        these terms, and will tell you why unless the law or someone&apos;s safety prevents it.
      </p>

      <h2>6. Our responsibility</h2>
      <p>
        We work hard to keep Podium available and accurate, but we provide it as it is. Rankings reflect the
        results athletes record; they are not an official assessment, and being on Podium does not guarantee a
        place on any team. Nothing in these terms limits rights you have under the law of your country.
      </p>

      <h2>7. Changes and contact</h2>
      <p>
        If we change these terms in a way that matters, we will tell you in the app before the change applies.
        Read how we handle your data in our <Link to={ROUTES.privacy}>Privacy policy</Link>. Questions:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </LegalLayout>
  );
}
