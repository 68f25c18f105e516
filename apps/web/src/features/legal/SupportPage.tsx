// /support: answers to common questions and how to reach a person.
import { ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../../ui/links.ts';
import { LegalLayout } from './LegalLayout.tsx';
import styles from './SupportPage.module.css';

const FAQ = [
  {
    question: 'I forgot my password.',
    answer:
      'Use "Forgot your password?" on the log-in screen. We email you a link that works once, for one hour.',
  },
  {
    question: 'How are athletes ranked?',
    answer:
      'Athletes are ranked on each test against other athletes, from the results they record. Units are converted so every result is compared the same way.',
  },
  {
    question: 'I am under 16. Can I join?',
    answer:
      'Yes. When you register, give the email of a parent or caregiver. We mail them a consent link; until they consent, your profile is hidden from others. They can contact us at any time.',
  },
  {
    question: 'How do I register my club or school?',
    answer:
      'Register as a coach and tick "I administer an organisation". You can then set up the organisation profile, bring in your coaches and run groups.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Go to Account, then Delete account. Organisation administrators can delete the organisation alone, or their account together with it.',
  },
  {
    question: 'Someone is contacting me in a way that makes me uncomfortable.',
    answer:
      'Write to us straight away with their name and what happened. We review every report, and remove accounts that misuse Podium.',
  },
];

export function SupportPage() {
  return (
    <LegalLayout title="Support" intro="Answers to the questions we hear most, and how to reach a person.">
      <h2>Common questions</h2>
      <div className={styles.faq}>
        {FAQ.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>

      <div className={styles.contact}>
        <h2>Still need help?</h2>
        <p>
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. A person answers within one working
          day. Tell us the email of your account and what you were trying to do.
        </p>
        {SOCIAL_LINKS.map((social) => (
          <p key={social.url}>
            Follow us on {social.label}:{' '}
            <a href={social.url} target="_blank" rel="noopener noreferrer">
              {social.handle}
            </a>
          </p>
        ))}
        <p>
          Read our <Link to={ROUTES.terms}>Terms of use</Link> and{' '}
          <Link to={ROUTES.privacy}>Privacy policy</Link>.
        </p>
      </div>
    </LegalLayout>
  );
}
