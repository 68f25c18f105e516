// Submissions waiting in a group (issue 24): results or a video a coach or an admin sent for an athlete member. The
// athlete accepts (it lands on their profile, verified when a coach sent it: `Added successfully!`) or declines;
// admins and the sender see what waits and may withdraw it. Admins send results from the Members tab (SendResultDialog).
import { findTestByKey, formatResult, testKeyForName } from '@podium/core';
import type { PendingItem } from '@podium/core/api/group-requests';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { timeAgo } from '../../ui/dates.ts';
import { FailureNote } from '../../ui/FailureNote.tsx';
import {
  useAcceptPendingMutation,
  useGetPendingQuery,
  useRemovePendingMutation,
} from './group-requests-api.ts';
import styles from './PendingList.module.css';
import type { GroupView } from './use-group-page.ts';

function whatOf(item: PendingItem): string {
  if (item.kind === 'video') return `A video${item.video?.title ? `: ${item.video.title}` : ''}`;
  return (item.tests ?? [])
    .map((test) => {
      const key = testKeyForName(test.test);
      // A BODPOD or DEXA score is its scan's address: named, not spelled out.
      if (findTestByKey(key)?.isImageScore) return `${test.test} (a scan)`;
      return `${test.test} ${formatResult(test.score, test.unitOfMeasurement ?? '', key)}`;
    })
    .join(', ');
}

function Pending({ item, view }: { item: PendingItem; view: GroupView }) {
  const dispatch = useAppDispatch();
  const [accept, accepting] = useAcceptPendingMutation();
  const [remove, removing] = useRemovePendingMutation();
  const me = view.myProf.profileId;
  const isForMe = item.athlete?.profileId === me;
  const isAdmin = view.myProf.role !== 'member';
  const canRemove =
    item.sender !== null && item.athlete !== null && (isForMe || isAdmin || item.sender.profileId === me);
  async function run(call: () => Promise<{ msg: string }>) {
    try {
      dispatch(showAlert((await call()).msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  const onAccept = () => run(() => accept({ id: view.group._id, pendingId: item._id }).unwrap());
  const onRemove = () =>
    run(() =>
      remove({
        id: view.group._id,
        body: {
          sender: item.sender?.profileId ?? '',
          type: item.kind,
          data: item._id,
          members: [item.athlete?.profileId ?? ''],
        },
      }).unwrap(),
    );
  return (
    <li className={styles.item}>
      <p className={styles.what}>{whatOf(item)}</p>
      <p className={styles.meta}>
        {isForMe ? 'For you' : `For ${item.athlete?.name ?? 'a former member'}`} · from{' '}
        {item.sender?.name ?? 'a former member'} ·{' '}
        <time dateTime={item.createdAt}>{timeAgo(new Date(item.createdAt))}</time>
        {item.verified && ' · verified once accepted'}
      </p>
      <div className={styles.actions}>
        {isForMe && (
          <Button
            variant="primary"
            size="small"
            isBusy={accepting.isLoading}
            busyLabel="Accepting..."
            onClick={() => void onAccept()}
          >
            Accept
          </Button>
        )}
        {canRemove && (
          <Button
            size="small"
            isBusy={removing.isLoading}
            busyLabel="Removing..."
            onClick={() => void onRemove()}
          >
            {isForMe ? 'Decline' : 'Withdraw'}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Nothing when nothing waits: the section only shows when there is something to act on or to follow. */
export function PendingList({ view }: { view: GroupView }) {
  const query = useGetPendingQuery({ id: view.group._id, type: view.myProf.profileType });
  if (query.isLoading) return null;
  if (!query.data) {
    return (
      <FailureNote
        error={query.error}
        onRetry={() => query.refetch()}
        lead="We could not load the submissions waiting."
      />
    );
  }
  const { pending } = query.data;
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="group-pending" className={styles.section}>
      <h3 id="group-pending">Waiting to be accepted ({pending.length})</h3>
      <ul className={styles.list} aria-label="Waiting to be accepted">
        {pending.map((item) => (
          <Pending key={item._id} item={item} view={view} />
        ))}
      </ul>
    </section>
  );
}
