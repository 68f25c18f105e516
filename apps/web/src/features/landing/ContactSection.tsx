// The contact area of spec 1: support email and a social link.
import { ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../../ui/links.ts';

export function ContactSection() {
  return (
    <section className="contact" aria-labelledby="contact-title">
      <div className="contact__inner">
        <div>
          <span className="eyebrow">Contact</span>
          <h2 id="contact-title">Questions? Talk to a person.</h2>
          <p className="lead">
            Our support team answers within one working day. Coaches and organisations looking for a group
            setup can write to us too.
          </p>
        </div>
        <ul className="contact__cards">
          <li className="contact__card">
            <span className="contact__label">Email</span>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          {SOCIAL_LINKS.map((social) => (
            <li key={social.url} className="contact__card">
              <span className="contact__label">{social.label}</span>
              <a href={social.url} target="_blank" rel="noopener noreferrer">
                {social.handle}
              </a>
            </li>
          ))}
          <li className="contact__card">
            <span className="contact__label">Help centre</span>
            <Link to={ROUTES.support}>Support and FAQ</Link>
          </li>
        </ul>
      </div>
      <p className="contact__legal">
        By using Podium you agree to our <Link to={ROUTES.terms}>Terms of use</Link> and our{' '}
        <Link to={ROUTES.privacy}>Privacy policy</Link>.
      </p>
    </section>
  );
}
