// /CoachProfile/collaborations (ours; the spec names no route): the athletes a coach collaborates for, or is invited
// by: accept an invitation, then add a result or a video for the athlete.
import type { Collaboration } from '@podium/core/api/collaborators';
import { useState } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { CollabList, CollabName, CollabRow, CollabState } from './CollabList.tsx';
import styles from './CollaboratingForPage.module.css';
import { CollabResultDialog } from './CollabResultDialog.tsx';
import { CollabVideoDialog } from './CollabVideoDialog.tsx';
import { useAcceptCollaborationMutation, useGetCollaboratingForQuery } from './collaborators-api.ts';

type Adding = { kind: 'result' | 'video'; athlete: { profileId: string; name: string } };

function AthleteRow({ entry, onAdd }: { entry: Collaboration; onAdd: (adding: Adding) => void }) {
  const dispatch = useAppDispatch();
  const [accept, accepting] = useAcceptCollaborationMutation();
  const athlete = { profileId: entry.profile.profileId, name: entry.profile.name };
  async function acceptInvite() {
    try {
      const reply = await accept(athlete.profileId).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not accept the invite. Please try again.'));
    }
  }
  return (
    <CollabRow boxed>
      <CollabName>
        <Link to={`/profile/${encodeURIComponent(athlete.profileId)}`}>{athlete.name}</Link>
        <CollabState state={entry.state}>
          {entry.state === 'active' ? 'Collaborating' : 'Invited you'}
        </CollabState>
      </CollabName>
      <span className={styles.actions}>
        {entry.state === 'active' ? (
          <>
            <Button variant="primary" size="small" onClick={() => onAdd({ kind: 'result', athlete })}>
              Add result
            </Button>
            <Button size="small" onClick={() => onAdd({ kind: 'video', athlete })}>
              Add video
            </Button>
          </>
        ) : (
          <Button
            variant="primary"
            size="small"
            disabled={accepting.isLoading}
            onClick={() => void acceptInvite()}
          >
            Accept
          </Button>
        )}
      </span>
    </CollabRow>
  );
}

function AthleteList() {
  const list = useGetCollaboratingForQuery();
  const [adding, setAdding] = useState<Adding | null>(null);
  if (list.isLoading) return <Loader label="Loading your athletes..." />;
  if (list.isError || !list.data) {
    return <FailurePanel error={list.error} onRetry={list.refetch} title="We could not load your athletes" />;
  }
  if (list.data.athletes.length === 0) {
    return (
      <StatePanel kind="empty" title="No athletes yet">
        When an athlete invites you as a collaborator, they appear here and you can add verified results for
        them.
      </StatePanel>
    );
  }
  return (
    <>
      <CollabList label="Athletes">
        {list.data.athletes.map((entry) => (
          <AthleteRow key={entry.profile.profileId} entry={entry} onAdd={setAdding} />
        ))}
      </CollabList>
      {adding?.kind === 'result' && (
        <CollabResultDialog athlete={adding.athlete} onClose={() => setAdding(null)} />
      )}
      {adding?.kind === 'video' && (
        <CollabVideoDialog athlete={adding.athlete} onClose={() => setAdding(null)} />
      )}
    </>
  );
}

export function CollaboratingForPage() {
  return (
    <div className={`page page--narrow ${styles.page}`}>
      <h1>Athletes you collaborate for</h1>
      <p className="muted">Results you add show on their profile as verified by you.</p>
      <UnderHeading>
        <AthleteList />
      </UnderHeading>
    </div>
  );
}
