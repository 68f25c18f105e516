// The page for an address Podium does not know.
import { ROUTES } from '@podium/core';
import { useLocation } from 'react-router';
import { ButtonLink } from '../ui/Button.tsx';
import { MessagePage } from './MessagePage.tsx';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <MessagePage
      actions={
        <>
          <ButtonLink variant="primary" to={ROUTES.home}>
            Go to the home page
          </ButtonLink>
          <ButtonLink to={ROUTES.support}>Get help</ButtonLink>
        </>
      }
    >
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>This page is off the track</h1>
      <p className="lead">
        We could not find <code>{location.pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
    </MessagePage>
  );
}
