// What a collaborator notification's detail view adds (issue 10; registered in notification-kinds.ts): the invite's
// Accept, the results or the video a collaborator added.
import { findTest, formatResult } from '@podium/core';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './CollaboratorNotice.module.css';
import { useAcceptCollaborationMutation, useGetCollaboratingForQuery } from './collaborators-api.ts';

/** The results a Collaborator Test Submission carries, each written as every result is shown. */
export function submittedTests(
  tests: readonly { test: string; score: string; unitOfMeasurement: string }[],
): string[] {
  // '2000 m Row: 7:16', not '7.16 min/sec' (issue 22).
  return tests.map(({ test, score, unitOfMeasurement }) =>
    `${test}: ${formatResult(score, unitOfMeasurement, findTest(test)?.key ?? test)}`.trim(),
  );
}

function AcceptInvite({ athleteProfileId }: { athleteProfileId: string }) {
  const dispatch = useAppDispatch();
  const [accept, accepting] = useAcceptCollaborationMutation();
  // The invitation as it stands now (the notification is what was sent): answered already, or withdrawn.
  const mine = useGetCollaboratingForQuery();
  const state = mine.data?.athletes.find((entry) => entry.profile.profileId === athleteProfileId)?.state;
  async function onAccept() {
    try {
      const reply = await accept(athleteProfileId).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not accept the invite. Please try again.'));
    }
  }
  if (!accepting.isSuccess && state === 'active')
    return (
      <p className={styles.submission}>
        You collaborate for this athlete: add results from Athletes you collaborate for.
      </p>
    );
  if (mine.data && state === undefined && !accepting.isSuccess)
    return <p className={styles.submission}>This invitation is no longer open.</p>;
  return (
    <Button
      variant="primary"
      disabled={accepting.isLoading || accepting.isSuccess || mine.isLoading}
      onClick={() => void onAccept()}
    >
      {accepting.isSuccess ? 'Accepted' : 'Accept'}
    </Button>
  );
}

/** Collaborator Invite: data._id is the athlete profile that Accept names. */
export function CollaboratorInviteDetail({ notification }: { notification: { data: { _id: string } } }) {
  return <AcceptInvite athleteProfileId={notification.data._id} />;
}

type SubmittedTests = Parameters<typeof submittedTests>[0];

export function CollaboratorTestsDetail({
  notification,
}: {
  notification: { data: { tests: SubmittedTests } };
}) {
  const tests = submittedTests(notification.data.tests);
  return tests.length > 0 ? (
    <ul className={styles.submission} aria-label="Results added">
      {tests.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : null;
}

export function CollaboratorVideoDetail({
  notification,
}: {
  notification: { data: { vidUrl: string; title: string | null } };
}) {
  const { vidUrl, title } = notification.data;
  return (
    <p className={styles.submission}>
      <a href={vidUrl} target="_blank" rel="noreferrer">
        {title || 'Watch the video'}
      </a>
    </p>
  );
}
