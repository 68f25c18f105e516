// The page for an address Podium does not know.
import { ROUTES } from '@podium/core';
import { useLocation } from 'react-router';
import { ButtonLink } from '../ui/Button.tsx';
import { UnderHeading } from '../ui/UnderHeading.tsx';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const location = useLocation();
  // The screen's h1 is here: anything beside it sits under it (ui/UnderHeading.tsx).
  return (
    <UnderHeading>
      <div className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>This page is off the track</h1>
        <p className="lead">
          We could not find <code>{location.pathname}</code>. It may have moved, or the link may be mistyped.
        </p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={ROUTES.home}>
            Go to the home page
          </ButtonLink>
          <ButtonLink to={ROUTES.support}>Get help</ButtonLink>
        </div>
      </div>
    </UnderHeading>
  );
}
