// Under a public page, for someone not signed in: what Podium is for them, and where to join.
import { ROUTES } from '@podium/core';
import { useAppSelector } from '../state/hooks.ts';
import { ButtonLink } from './Button.tsx';
import styles from './JoinInvite.module.css';

export function JoinInvite() {
  const isSignedIn = useAppSelector((state) => state.auth.isAuthenticated);
  if (isSignedIn) return null;
  return (
    <aside className={`${styles.invite} on-dark`} aria-label="Join Podium">
      <p>
        <strong>Are you an athlete?</strong> Record your tests, get ranked and get seen by coaches.
      </p>
      <ButtonLink variant="volt" to={ROUTES.register}>
        Create your free profile
      </ButtonLink>
    </aside>
  );
}
