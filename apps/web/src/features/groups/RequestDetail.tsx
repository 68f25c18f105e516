// One request as its admins see it (issue 24): who answered, with what, and who has not, so a reminder reaches only
// those; Remind once a day (the server refuses sooner and says so).
import type { GroupRequest } from '@podium/core/api/group-requests';
import type { ProfileKind } from '@podium/core/api/users';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { timeAgo } from '../../ui/dates.ts';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useGetGroupRequestQuery, useRemindMutation } from './group-requests-api.ts';
import styles from './RequestDetail.module.css';

const ANSWER_WORDS = { result: 'a result', video: 'a video', document: 'a document' } as const;

export function RequestDetail({
  groupId,
  request,
  type,
}: {
  groupId: string;
  request: GroupRequest;
  type: ProfileKind;
}) {
  const dispatch = useAppDispatch();
  const query = useGetGroupRequestQuery({ id: groupId, requestId: request._id, type });
  const [remind, reminding] = useRemindMutation();
  async function onRemind() {
    try {
      const reply = await remind({ id: groupId, requestId: request._id, type }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  if (query.isLoading) return <Loader label="Loading who answered..." />;
  if (!query.data) {
    return (
      <FailureNote
        error={query.error}
        onRetry={() => query.refetch()}
        lead="We could not load who answered."
      />
    );
  }
  const { answered, waiting } = query.data;
  return (
    <div className={styles.detail}>
      <div>
        <h4 className={styles.title}>Answered ({answered.length})</h4>
        {answered.length === 0 ? (
          <p className="muted">Nobody yet.</p>
        ) : (
          <ul className={styles.people} aria-label="Answered">
            {answered.map((row) => (
              <li key={row.profile.profileId}>
                <span className={styles.name}>{row.profile.name}</span>{' '}
                <span className="muted">
                  sent {ANSWER_WORDS[row.answer.kind]} ·{' '}
                  <time dateTime={row.answeredAt}>{timeAgo(new Date(row.answeredAt))}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className={styles.title}>Not answered ({waiting.length})</h4>
        {waiting.length === 0 ? (
          <p className="muted">Everyone asked has answered.</p>
        ) : (
          <>
            <ul className={styles.people} aria-label="Not answered">
              {waiting.map((profile) => (
                <li key={profile.profileId} className={styles.name}>
                  {profile.name}
                </li>
              ))}
            </ul>
            <Button
              size="small"
              isBusy={reminding.isLoading}
              busyLabel="Reminding..."
              onClick={() => void onRemind()}
            >
              Remind them
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
