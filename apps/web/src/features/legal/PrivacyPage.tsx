// /privacy: what Podium keeps about people, why, who sees it, and how to get it removed.
import { ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../ui/links.ts';
import { LegalLayout } from './LegalLayout.tsx';

export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy policy" intro="What we keep about you, why, and what you can do about it.">
      <p>
        Podium exists so athletes can be seen by the people who can give them a chance. That means some of
        what you share is meant to be seen. This page explains exactly what we keep and who can see it.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> name, email, password (stored only as a secure hash), birth date,
          gender, phone, country, state and city, and whether you are an athlete or a coach.
        </li>
        <li>
          <strong>Your profile:</strong> sports, positions, bio and photos; for coaches and organisations, the
          organisation, role and team.
        </li>
        <li>
          <strong>Your test results:</strong> each result with its test, score, unit and date, so we can show
          your progress and rank you against athletes of your age and sport.
        </li>
        <li>
          <strong>Your videos:</strong> highlight videos and the videos of your tests you upload, and share
          videos we make from your results when you ask.
        </li>
        <li>
          <strong>Activity:</strong> follows, groups, endorsements, notifications and the device token we use
          to send push notifications, if you allow them.
        </li>
      </ul>

      <h2>Why we keep it</h2>
      <p>
        To run your account, show your profile and rankings, let coaches and organisations find athletes, send
        you notifications you asked for, process payments, keep Podium safe, and answer you when you contact
        us. We do not sell your data, and we do not show third-party advertising.
      </p>

      <h2>Who can see it</h2>
      <ul>
        <li>Signed-in coaches and organisations can see athlete profiles, results and highlight videos.</li>
        <li>Your email, phone and birth date are never shown on your profile; we show your age instead.</li>
        <li>A public profile link, if you create one, lets anyone with the link see your profile.</li>
        <li>
          We use service providers for hosting, media storage, email, push notifications and payments. They
          handle your data only to provide that service to us.
        </li>
      </ul>

      <h2>Minors</h2>
      <p>
        Athletes under 16 must give the email of a parent or caregiver when they register. We mail that person
        a consent link. Until they give their consent, the athlete's profile is hidden from everyone else: no
        coach, organisation or public page sees it. They can withdraw consent with the same link at any time,
        and ask us to see, correct or delete the account's data by writing to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. A minor's birth date and city are never shown
        to others.
      </p>

      <h2>How long we keep it</h2>
      <p>
        As long as your account exists. When you delete your account, we delete your profile, results and
        videos within 30 days, except records the law requires us to keep, such as payment records.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your details in your <Link to={ROUTES.account}>account settings</Link>, delete
        your account there at any time, and ask us for a copy of your data or to stop using it by writing to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We answer within 30 days.
      </p>

      <h2>Cookies and storage</h2>
      <p>
        We keep your sign-in token and a few settings (for example, whether you dismissed the notifications
        prompt) in your browser&apos;s storage, and cache the app so it opens quickly. We use no advertising
        cookies.
      </p>
    </LegalLayout>
  );
}
