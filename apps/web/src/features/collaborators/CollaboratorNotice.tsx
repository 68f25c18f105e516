// What a collaborator notification's detail view adds (issue 10): the invite's Accept, the results or the video a
// collaborator added. Other types show nothing here.
import { findTest, formatResult } from '@podium/core';
import type { AnyNotification as Notification } from '@podium/core/api/notifications';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { useAcceptCollaborationMutation, useGetCollaboratingForQuery } from './collaborators-api.ts';
import './collaborators.css';

export const COLLABORATOR_INVITE = 'Collaborator Invite';

/** The results a Collaborator Test Submission carries (data.tests: test, score, unitOfMeasurement). */
export function submittedTests(notification: Notification): string[] {
  const tests = notification.data.tests;
  if (!Array.isArray(tests)) return [];
  return tests.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const test = 'test' in entry && typeof entry.test === 'string' ? entry.test : null;
    const score = 'score' in entry && typeof entry.score === 'string' ? entry.score : '';
    const unit =
      'unitOfMeasurement' in entry && typeof entry.unitOfMeasurement === 'string'
        ? entry.unitOfMeasurement
        : '';
    // Written as every result is shown: '2000 m Row: 7:16', not '7.16 min/sec' (issue 22).
    return test ? [`${test}: ${formatResult(score, unit, findTest(test)?.key ?? test)}`.trim()] : [];
  });
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
      <p className="collab-submission">
        You collaborate for this athlete: add results from Athletes you collaborate for.
      </p>
    );
  if (mine.data && state === undefined && !accepting.isSuccess)
    return <p className="collab-submission">This invitation is no longer open.</p>;
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={accepting.isLoading || accepting.isSuccess || mine.isLoading}
      onClick={() => void onAccept()}
    >
      {accepting.isSuccess ? 'Accepted' : 'Accept'}
    </button>
  );
}

export function CollaboratorNotice({ notification }: { notification: Notification }) {
  const { type, data } = notification;
  if (type === COLLABORATOR_INVITE && typeof data._id === 'string')
    return <AcceptInvite athleteProfileId={data._id} />;
  if (type === 'Collaborator Test Submission') {
    const tests = submittedTests(notification);
    return tests.length > 0 ? (
      <ul className="collab-submission" aria-label="Results added">
        {tests.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ) : null;
  }
  if (type === 'Collaborator Video Submission' && typeof data.vidUrl === 'string') {
    return (
      <p className="collab-submission">
        <a href={data.vidUrl} target="_blank" rel="noreferrer">
          {typeof data.title === 'string' && data.title ? data.title : 'Watch the video'}
        </a>
      </p>
    );
  }
  return null;
}
