// /login/link/{token}: the sign-in link mailed to an account's owner (design choices: sign-in link). Pressing
// Sign in uses it: the device is signed in and known from then on. It does not sign in on opening, since a mail
// scanner that opens links and runs their scripts would use up a link that works once.
import { ACCOUNT_RULES, homeFor, ROUTES } from '@podium/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useSignInWithLinkMutation } from '../../state/auth-api.ts';
import { useAppSelector } from '../../state/hooks.ts';
import { messagesFor } from '../../state/messages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { AuthCard } from './AuthCard.tsx';

const TITLE = 'Sign in with your link';
const LINK_VALID_MINUTES = ACCOUNT_RULES.signInLink.windowSeconds / 60;

/** A refusal of the link itself (4xx: invalid, used, expired), as opposed to a failure to reach the server. */
const isRefused = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number' &&
  error.status < 500;

export function SignInLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { isAuthenticated, user } = useAppSelector((state) => state.auth);
  const [signIn, { isLoading, error, reset }] = useSignInWithLinkMutation();

  async function signInHere() {
    try {
      const answer = await signIn(token).unwrap();
      navigate(homeFor(answer.user), { replace: true });
    } catch {
      // The error is shown below, from the mutation's state.
    }
  }

  if (isAuthenticated && user && !isLoading) return <Navigate to={homeFor(user)} replace />;

  if (error && isRefused(error)) {
    return (
      <AuthCard title={TITLE} footer={<Link to={ROUTES.reset}>Forgot your password?</Link>}>
        <StatePanel
          kind="error"
          title="This sign-in link no longer works"
          action={
            <ButtonLink variant="primary" to={ROUTES.login}>
              Back to log in
            </ButtonLink>
          }
        >
          A sign-in link works once, for {LINK_VALID_MINUTES} minutes, and using one stops the others. Log in,
          and ask for a new link there if this device is still limited.
        </StatePanel>
      </AuthCard>
    );
  }

  if (error) {
    return (
      <AuthCard title={TITLE}>
        <StatePanel kind="error" title="We could not sign you in" onRetry={reset}>
          {messagesFor(error)[0] ?? 'Check your connection and try again.'}
        </StatePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={TITLE}
      subtitle="This link signs you in to Podium on this device, once. The device is remembered afterwards."
      footer={<Link to={ROUTES.login}>Log in with your password instead</Link>}
    >
      <Button variant="primary" block onClick={signInHere} isBusy={isLoading} busyLabel="Signing in...">
        Sign in
      </Button>
    </AuthCard>
  );
}
