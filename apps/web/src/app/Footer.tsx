// The site footer: legal and support links, contact, copyright.
import { COPYRIGHT_YEAR, ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { Logo } from '../ui/Logo.tsx';
import { SUPPORT_EMAIL } from '../ui/links.ts';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={`${styles.footer} on-dark`}>
      <div className={styles.inner}>
        <div>
          <Logo light />
          <p className={styles.tagline}>Show what you can do. Get found.</p>
        </div>
        <nav aria-label="Legal and help">
          <ul className={styles.links}>
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
        <p className={styles.copyright}>© {COPYRIGHT_YEAR} Podium. All rights reserved.</p>
      </div>
    </footer>
  );
}
