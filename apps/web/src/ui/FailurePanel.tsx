// A load that failed, as the screen's panel (issue 22, 18): what happened in plain words, and the one action that
// helps: Try again when trying again can (no network, the server's own trouble), otherwise a way on (a link), never
// a dead end. What a 404 or a refusal means on a screen is the screen's to say (`notFound`, `refused`).
import { homeFor, ROUTES } from '@podium/core';
import type { ReactNode } from 'react';
import { useAppSelector } from '../state/hooks.ts';
import { failureOf } from '../state/messages.ts';
import { ButtonLink } from './Button.tsx';
import { StatePanel } from './StatePanel.tsx';

/** What a kind of failure means on a screen: its title, sentence and the way on. */
export interface FailureWords {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}

interface FailurePanelProps {
  error: unknown;
  onRetry: () => unknown;
  /** What could not be done, as the title: "We could not load your notifications". */
  title: string;
  /** A 404 here: who or what is missing, and where to look instead. */
  notFound?: FailureWords | undefined;
  /** Any other refusal (403, 400, 409): why, and what to do instead. */
  refused?: FailureWords | undefined;
  /** The way on when trying again cannot help and the words above name none: the home page unless said. */
  action?: ReactNode;
}

/** The way home: the account's own home when signed in, else the landing page. */
export function HomeLink() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <ButtonLink variant="primary" to={user ? homeFor(user) : ROUTES.home}>
      {user ? 'Go to your home page' : 'Go to the home page'}
    </ButtonLink>
  );
}

export function FailurePanel({ error, onRetry, title, notFound, refused, action }: FailurePanelProps) {
  const failure = failureOf(error);
  if (failure.canRetry) {
    return (
      <StatePanel kind="error" title={title} onRetry={onRetry}>
        {failure.text}
      </StatePanel>
    );
  }
  if (failure.kind === 'signed-out') {
    return (
      <StatePanel
        kind="error"
        title={title}
        action={
          <ButtonLink variant="primary" to={ROUTES.login}>
            Log in
          </ButtonLink>
        }
      >
        {failure.text}
      </StatePanel>
    );
  }
  const words = failure.kind === 'not-found' ? notFound : refused;
  return (
    <StatePanel
      kind={failure.kind === 'not-found' ? 'empty' : 'error'}
      title={words?.title ?? title}
      action={words?.action ?? action ?? <HomeLink />}
    >
      {words?.text ?? failure.text}
    </StatePanel>
  );
}
