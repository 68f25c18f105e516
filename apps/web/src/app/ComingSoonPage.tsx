// Screens of the spec's route table that later issues build: the route is real, its screen says so.
import { ROUTES } from '@podium/core';
import { useAppSelector } from '../state/hooks.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { MessagePage } from './MessagePage.tsx';

export function ComingSoonPage() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  return (
    <MessagePage
      actions={
        <ButtonLink variant="primary" to={ROUTES.home}>
          {isAuthenticated ? 'Back to your home' : 'Go to the home page'}
        </ButtonLink>
      }
    >
      <span className="eyebrow">Coming soon</span>
      <h1>We are building this part of Podium</h1>
      <p className="lead">This screen is on its way. Everything you need to get started is already here.</p>
    </MessagePage>
  );
}
