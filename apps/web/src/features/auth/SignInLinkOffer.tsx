// Shown on /login when sign-in from this device is being limited (a 429: design choices, sign-in link): the way in
// strangers cannot block, a link mailed to the account's owner that signs this device in and makes it known.
import { ACCOUNT_RULES } from '@podium/core';
import { useState } from 'react';
import { useRequestSignInLinkMutation } from '../../state/auth-api.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { AuthNotice } from './AuthNotice.tsx';

const LINK_VALID_MINUTES = ACCOUNT_RULES.signInLink.windowSeconds / 60;

export function SignInLinkOffer({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const [requestLink, { isLoading }] = useRequestSignInLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function mailLink() {
    try {
      await requestLink({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  if (sentTo === email) {
    return (
      <AuthNotice tone="success" role="status">
        <p>
          If an account exists for <strong>{email}</strong>, we have sent it a link to sign in on this device.
          Open it here within {LINK_VALID_MINUTES} minutes; it works once.
        </p>
      </AuthNotice>
    );
  }

  return (
    <AuthNotice tone="offer">
      <p>Signing in on this device is limited for now. We can mail you a link that signs you in here.</p>
      <Button onClick={mailLink} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Sending...' : 'Mail me a sign-in link'}
      </Button>
    </AuthNotice>
  );
}
