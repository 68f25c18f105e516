// The athlete's own view of their caregiver's consent, on /account and on their profile: hidden while waiting,
// with a way to send the mail again (issue 7, "Minors").
import { isMinor } from '@podium/core';
import type { ConsentStatus } from '@podium/core/api/consent';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { formatLongDay } from '../../ui/dates.ts';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import styles from './ConsentNotice.module.css';
import { useGetMyConsentQuery, useResendConsentMutation } from './consent-api.ts';

export const HIDDEN_WHILE_WAITING =
  "Waiting for your caregiver's consent: your profile is hidden from others.";

function ResendButton({ isFirst }: { isFirst: boolean }) {
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendConsentMutation();

  async function send() {
    try {
      const reply = await resend().unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <Button aria-busy={isLoading} disabled={isLoading} onClick={() => void send()}>
      {isLoading ? 'Sending...' : isFirst ? 'Send the consent mail' : 'Send the mail again'}
    </Button>
  );
}

function waitingDetail(status: ConsentStatus): string {
  const who = status.caregiverEmail ?? 'your caregiver';
  if (status.state === 'withdrawn') {
    return `${who} withdrew their consent. Coaches and organisations cannot see your profile, and your public link is off.`;
  }
  if (!status.requestedAt) return `We have not mailed ${who} yet. Send them the consent mail.`;
  return `We mailed ${who} a consent link on ${formatLongDay(new Date(status.requestedAt))}. Ask them to open it.`;
}

/** A birth date (YYYY-MM-DD) as a day, read at noon so no time zone moves it to the day before. */
const birthDay = (iso: string) => formatLongDay(new Date(`${iso}T12:00:00`));

/** Changes only the caregiver may make, waiting for them (issue 22): said on the account page. */
function HeldChanges({ status }: { status: ConsentStatus }) {
  if (status.heldChanges.length === 0) return null;
  const who = status.caregiverEmail ?? 'your caregiver';
  return (
    <ul className={styles.held} aria-label="Waiting for your caregiver">
      {status.heldChanges.map((change) => (
        <li key={change.kind}>
          {change.kind === 'birth-date'
            ? `Your new birth date, ${birthDay(change.value)}, waits for ${who} to confirm it.`
            : `Naming ${change.value} as your caregiver waits for ${who} to confirm it.`}{' '}
          We mailed them a link on {formatLongDay(new Date(change.requestedAt))}.
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the signed-in athlete is under 16 and hidden while their caregiver's consent is missing (false until the
 * status is known): what they may not do yet, such as pitching, is then said before they start.
 */
export function useHiddenWhileWaiting(): boolean {
  const { mayWait, status } = useConsentWait();
  return mayWait && status.data?.isHidden === true;
}

/** The signed-in account's consent status, asked only of an athlete under 16 (the server's rule, read the same way). */
function useConsentWait() {
  const user = useAppSelector((state) => state.auth.user);
  const mayWait = user?.userType === 1 && isMinor({ birthDate: user.birthDate });
  const status = useGetMyConsentQuery(undefined, { skip: !mayWait });
  return { mayWait, status };
}

/**
 * `place` decides what shows besides the waiting notice: the account page also says when consent was given and
 * shows its loading and error states; the profile (in its own band) and a form it holds back (inside the form's
 * card) show only the notice, and nothing until it knows.
 */
export function ConsentNotice({ place }: { place: 'account' | 'profile' | 'form' }) {
  const { mayWait, status } = useConsentWait();
  const onAccount = place === 'account';

  if (!mayWait) return null;
  if (status.isLoading) return onAccount ? <Loader label="Checking your caregiver's consent..." /> : null;
  if (status.error || !status.data) {
    if (!onAccount) return null;
    return (
      <FailureNote
        error={status.error}
        onRetry={status.refetch}
        lead="We could not check your caregiver's consent."
        announce
      />
    );
  }
  const data = status.data;
  if (data.state === 'not-needed') return null;
  if (!data.isHidden) {
    if (!onAccount) return null;
    return (
      <div className={`${styles.notice} ${styles.given}`}>
        <p>
          Your caregiver gave their consent: coaches and organisations on Podium can see your profile, and you
          can share a public link.
        </p>
        <HeldChanges status={data} />
      </div>
    );
  }
  const notice = (
    <div className={styles.notice} role="status">
      <p>
        <strong>{HIDDEN_WHILE_WAITING}</strong> {waitingDetail(data)}
      </p>
      {onAccount && <HeldChanges status={data} />}
      <ResendButton isFirst={data.requestedAt === null} />
    </div>
  );
  return place === 'profile' ? <div className={styles.onProfile}>{notice}</div> : notice;
}
