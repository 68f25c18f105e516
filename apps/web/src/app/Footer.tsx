// The site footer: legal and support links, contact, copyright.
import { COPYRIGHT_YEAR, ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { Logo } from '../ui/Logo.tsx';
import { SUPPORT_EMAIL } from '../ui/links.ts';
import './footer.css';

export function Footer() {
  return (
    <footer className="footer on-dark">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo light />
          <p className="footer__tagline">Show what you can do. Get found.</p>
        </div>
        <nav aria-label="Legal and help">
          <ul className="footer__links">
            <li>
              <Link to={ROUTES.terms}>Terms of use</Link>
            </li>
            <li>
              <Link to={ROUTES.privacy}>Privacy</Link>
            </li>
            <li>
              <Link to={ROUTES.support}>Support</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
          </ul>
        </nav>
        <p className="footer__copyright">© {COPYRIGHT_YEAR} Podium. All rights reserved.</p>
      </div>
    </footer>
  );
}
