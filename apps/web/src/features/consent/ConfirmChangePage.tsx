// /consent/confirm/{token}: the caregiver's page for a change only they may make (issue 22, item 1): a birth date
// that would make the athlete 16 or over, or another caregiver. Confirm makes it; Decline leaves everything as it was.
import type { ConfirmationView } from '@podium/core/api/consent';
import { useParams } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { formatLongDay } from '../../ui/dates.ts';
import { useDecideConfirmationMutation, useGetConfirmationQuery } from './consent-api.ts';
import {
  invalidLink,
  LinkCard,
  LinkCardActions,
  LinkCardLead,
  LinkCardState,
  LinkCardSummary,
  LinkCardTitle,
} from './LinkCard.tsx';

export const INVALID_CONFIRMATION_LINK = 'This link does not work';

/** A link the server does not know or no longer holds: the caregiver has no account to go to. */
const INVALID_LINK = invalidLink(
  INVALID_CONFIRMATION_LINK,
  'A newer mail from Podium may have replaced this link: open the newest one. If you cannot find it, ask the athlete to make the change again, or write to us.',
);

/** A birth date (YYYY-MM-DD) as a day, read at noon so no time zone moves it to the day before. */
const birthDay = (iso: string) => formatLongDay(new Date(`${iso}T12:00:00`));
const day = (iso: string) => formatLongDay(new Date(iso));

function What({ view }: { view: ConfirmationView }) {
  const first = view.athleteName.split(' ')[0] ?? view.athleteName;
  if (view.kind === 'birth-date') {
    return (
      <>
        <LinkCardLead>
          {view.athleteName} changed the birth date on their account. The new one would make them{' '}
          {view.ageAfter}: old enough to decide alone who sees their profile, without your consent. So the
          change waits for you.
        </LinkCardLead>
        <LinkCardSummary label="The change">
          <div>
            <dt>Birth date now</dt>
            <dd>{view.previous ? birthDay(view.previous) : 'Not known'}</dd>
          </div>
          <div>
            <dt>New birth date</dt>
            <dd>{birthDay(view.value)}</dd>
          </div>
        </LinkCardSummary>
      </>
    );
  }
  return (
    <>
      <LinkCardLead>
        {view.athleteName} asked to name another parent or caregiver instead of you. You decide who sees{' '}
        {first}'s profile until they are 16, so the change waits for you. If you confirm, the new caregiver is
        asked for their own consent, and the profile stays hidden until they give it.
      </LinkCardLead>
      <LinkCardSummary label="The change">
        <div>
          <dt>Caregiver now</dt>
          <dd>{view.previous ?? 'You'}</dd>
        </div>
        <div>
          <dt>New caregiver</dt>
          <dd>{view.value}</dd>
        </div>
      </LinkCardSummary>
    </>
  );
}

function StateLine({ view }: { view: ConfirmationView }) {
  const lines: Record<
    ConfirmationView['state'],
    { tone: 'waiting' | 'given' | 'withdrawn' | 'done'; text: string }
  > = {
    waiting: { tone: 'waiting', text: 'Waiting for you: nothing changes until you confirm.' },
    confirmed: {
      tone: 'given',
      text: `You confirmed this change${view.decidedAt ? ` on ${day(view.decidedAt)}` : ''}.`,
    },
    declined: {
      tone: 'withdrawn',
      text: `You declined this change${view.decidedAt ? ` on ${day(view.decidedAt)}` : ''}: nothing changed.`,
    },
    expired: {
      tone: 'withdrawn',
      text: `This request has expired unanswered, so nothing changed. ${view.athleteName} can make the change again, and you will get a new mail.`,
    },
  };
  const line = lines[view.state];
  return <LinkCardState tone={line.tone}>{line.text}</LinkCardState>;
}

function Decision({ token, view }: { token: string; view: ConfirmationView }) {
  const dispatch = useAppDispatch();
  const [decide, { isLoading, originalArgs }] = useDecideConfirmationMutation();
  if (view.state !== 'waiting') return null;

  async function submit(confirm: boolean) {
    try {
      const reply = await decide({ token, confirm }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  const busy = (confirm: boolean) => isLoading && originalArgs?.confirm === confirm;
  return (
    <LinkCardActions>
      <Button variant="primary" aria-busy={busy(true)} disabled={isLoading} onClick={() => void submit(true)}>
        {view.kind === 'birth-date' ? 'Confirm the new birth date' : 'Confirm the new caregiver'}
      </Button>
      <Button aria-busy={busy(false)} disabled={isLoading} onClick={() => void submit(false)}>
        Decline: keep it as it is
      </Button>
    </LinkCardActions>
  );
}

export function ConfirmChangePage() {
  const { token = '' } = useParams();
  const load = useGetConfirmationQuery(token, { skip: token === '' });
  return (
    <LinkCard
      load={load}
      opening="Opening your link..."
      failed="We could not open your link"
      invalid={INVALID_LINK}
    >
      {(data) => (
        <>
          <span className="eyebrow">Parent or caregiver confirmation</span>
          <LinkCardTitle>
            {data.kind === 'birth-date'
              ? `${data.athleteName} changed their birth date`
              : `${data.athleteName} named another caregiver`}
          </LinkCardTitle>
          <What view={data} />
          <StateLine view={data} />
          <Decision token={token} view={data} />
        </>
      )}
    </LinkCard>
  );
}
