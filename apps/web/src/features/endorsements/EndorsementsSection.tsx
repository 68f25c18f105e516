// The athlete's Endorsements on their own profile (issue 10; profiles spec 4): ask a coach, see what is waiting,
// accept what a coach wrote (`Added to Profile!`), and hide, display or delete each after a confirmation.
import type { Endorsement, EndorsementAction } from '@podium/core/api/endorsements';
import { useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { SideCard, SideCardNote } from '../../ui/SideCard.tsx';
import { CoachPicker } from '../search/index.ts';
import { EndorsementActions, EndorsementCard, EndorsementList, EndorsementText } from './EndorsementCard.tsx';
import styles from './EndorsementsSection.module.css';
import {
  useAcceptEndorsementMutation,
  useGetMyEndorsementsQuery,
  useRequestEndorsementMutation,
  useSetEndorsementStatusMutation,
} from './endorsements-api.ts';

const CONFIRM: Record<EndorsementAction, { title: string; text: string; button: string }> = {
  hide: {
    title: 'Hide endorsement?',
    text: 'It stays on your profile for you only. You can display it again at any time.',
    button: 'Hide',
  },
  display: {
    title: 'Display endorsement?',
    text: 'Everyone who can see your profile will see it.',
    button: 'Display',
  },
  delete: {
    title: 'Delete endorsement?',
    text: 'It is removed for good. You can ask this coach again later.',
    button: 'Delete',
  },
};

type Pending = { endorsement: Endorsement; action: EndorsementAction };

function ConfirmStatus({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [setStatus, saving] = useSetEndorsementStatusMutation();
  const words = CONFIRM[pending.action];
  async function confirm() {
    try {
      const reply = await setStatus({ id: pending.endorsement._id, action: pending.action }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not change this endorsement. Please try again.'));
    }
  }
  return (
    <Dialog title={words.title} onClose={onClose}>
      <p>
        From {pending.endorsement.coach.name}. {words.text}
      </p>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant={pending.action === 'delete' ? 'danger' : 'primary'}
          disabled={saving.isLoading}
          onClick={() => void confirm()}
        >
          {words.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const STATE_LABEL: Record<Endorsement['state'], string> = {
  requested: 'Waiting for the coach',
  submitted: 'Written: accept to add it',
  accepted: 'On your profile',
};

function Row({ endorsement, onAction }: { endorsement: Endorsement; onAction: (p: Pending) => void }) {
  const dispatch = useAppDispatch();
  const [accept, accepting] = useAcceptEndorsementMutation();
  const act = (action: EndorsementAction) => () => onAction({ endorsement, action });
  async function acceptIt() {
    try {
      const reply = await accept(endorsement._id).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not add this endorsement. Please try again.'));
    }
  }
  const label = endorsement.hidden ? 'Hidden' : STATE_LABEL[endorsement.state];
  return (
    <EndorsementCard>
      <div className={styles.row}>
        <span className={styles.name}>
          {endorsement.coach.name}
          <span
            className={classNames(styles.state, styles[endorsement.hidden ? 'hidden' : endorsement.state])}
          >
            {label}
          </span>
        </span>
      </div>
      {endorsement.text && <EndorsementText text={endorsement.text} />}
      <EndorsementActions>
        {endorsement.state === 'submitted' && (
          <Button
            variant="primary"
            size="small"
            disabled={accepting.isLoading}
            onClick={() => void acceptIt()}
          >
            Accept
          </Button>
        )}
        {endorsement.state === 'accepted' && (
          <Button size="small" onClick={act(endorsement.hidden ? 'display' : 'hide')}>
            {endorsement.hidden ? 'Display' : 'Hide'}
          </Button>
        )}
        <Button variant="link-danger" onClick={act('delete')}>
          {endorsement.state === 'requested' ? 'Withdraw' : 'Delete'}
        </Button>
      </EndorsementActions>
    </EndorsementCard>
  );
}

export function EndorsementsSection() {
  const dispatch = useAppDispatch();
  const list = useGetMyEndorsementsQuery();
  const [request, requesting] = useRequestEndorsementMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const endorsements = list.data?.endorsements ?? [];
  const asked = new Set(endorsements.map((e) => e.coach.profileId));
  const waiting = endorsements.filter((e) => e.state !== 'accepted');
  const accepted = endorsements.filter((e) => e.state === 'accepted');

  async function ask(coachId: string) {
    try {
      const reply = await request(coachId).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not ask for the endorsement. Please try again.'));
    }
  }

  return (
    <SideCard titleId="endorsements-title" title="Endorsements" id="endorsements">
      {list.isLoading && <SideCardNote>Loading endorsements...</SideCardNote>}
      {list.isError && (
        <FailureNote error={list.error} onRetry={list.refetch} lead="We could not load your endorsements." />
      )}
      {list.data && endorsements.length === 0 && (
        <SideCardNote>No endorsements yet. Ask a coach who knows your game to write one.</SideCardNote>
      )}
      {waiting.length > 0 && (
        <>
          <h3 className={styles.heading}>Pending</h3>
          <EndorsementList>
            {waiting.map((e) => (
              <Row key={e._id} endorsement={e} onAction={setPending} />
            ))}
          </EndorsementList>
        </>
      )}
      {accepted.length > 0 && (
        <>
          <h3 className={styles.heading}>Accepted</h3>
          <EndorsementList>
            {accepted.map((e) => (
              <Row key={e._id} endorsement={e} onAction={setPending} />
            ))}
          </EndorsementList>
        </>
      )}
      <CoachPicker
        label="Ask a coach for an endorsement"
        action="Ask"
        done="Asked"
        onPick={(coach) => void ask(coach.profileId)}
        isBusy={requesting.isLoading}
        taken={asked}
      />
      {pending && <ConfirmStatus pending={pending} onClose={() => setPending(null)} />}
    </SideCard>
  );
}
