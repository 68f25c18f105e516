// Sharing the profile: the public link on or off (PUT /api/users/public-link), and a copy button.
import type { AthleteProfile } from '@podium/core/api/athletes';
import { lazy, Suspense, useId, useState } from 'react';
import { failureOf } from '../../../state/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useSetPublicLinkMutation } from '../athlete-api.ts';
import styles from './ShareDialog.module.css';
import { Switch } from './Switch.tsx';

/** The address people open: the server's url when it just answered, else this app's own origin. */
// Since issue 25 the link is a plan's: the purchases feature decides whether the switch or its offer shows.
const PublicLinkGate = lazy(async () => ({
  default: (await import('../../purchases/index.ts')).PublicLinkGate,
}));

export function publicLinkUrl(code: string, serverUrl?: string): string {
  return serverUrl ?? `${window.location.origin}/public/link/${encodeURIComponent(code)}`;
}

export function ShareDialog({ profile, onClose }: { profile: AthleteProfile; onClose: () => void }) {
  const inputId = useId();
  const [setPublicLink, { data, isLoading }] = useSetPublicLinkMutation();
  const [copied, setCopied] = useState(false);
  // Shown in the dialog, beside the switch it explains (an under-16 without consent is refused, issue 7).
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = profile.publicLink;
  const isEnabled = link?.enabled === true;
  const url = link ? publicLinkUrl(link.code, data?.code === link.code ? data.url : undefined) : null;

  async function toggle(enabled: boolean) {
    if (isLoading) return;
    setCopied(false);
    setRefusal(null);
    try {
      await setPublicLink(enabled).unwrap();
    } catch (error) {
      setRefusal(failureOf(error).text);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: select the address so a long-press or Ctrl+C copies it.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
    }
  }

  const publicLinkSwitch = (
    <Switch isLarge isOn={isEnabled} isBusy={isLoading} onChange={(isOn) => void toggle(isOn)}>
      Public link {isEnabled ? 'on' : 'off'}
    </Switch>
  );

  return (
    <Dialog title="Share your profile" onClose={onClose}>
      <p className="muted">
        While the link is on, anyone with it sees your test results, highlights and public destinations
        without signing in, and so does anyone with your profile's public address. Turn it off and only
        signed-in Podium members see your profile. Your birth date and city stay private.
      </p>
      <Suspense fallback={publicLinkSwitch}>
        <PublicLinkGate isEnabled={isEnabled} returnPath="/AthleteProfile">
          {publicLinkSwitch}
        </PublicLinkGate>
      </Suspense>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      {isEnabled && url && (
        <div className={styles.link}>
          <label className="field__label" htmlFor={inputId}>
            Your public link
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className="field__input"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="primary" className={styles.copy} onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
          <p className={styles.status} aria-live="polite">
            {copied ? 'Link copied. Paste it anywhere to share.' : ''}
          </p>
          <a href={url} target="_blank" rel="noreferrer">
            Open the public view
          </a>
        </div>
      )}
    </Dialog>
  );
}
