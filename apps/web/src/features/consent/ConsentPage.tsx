// /consent/{token}: the caregiver's page behind the mailed link: who the athlete is, what consenting means, and
// Give consent or, once given, Withdraw consent (issue 7, "Minors"; design choices, "Trust").
import { formatAge } from '@podium/core';
import type { ConsentView } from '@podium/core/api/consent';
import { useParams } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { formatLongDay } from '../../ui/dates.ts';
import styles from './ConsentPage.module.css';
import { useDecideConsentMutation, useGetConsentQuery } from './consent-api.ts';
import {
  invalidLink,
  LinkCard,
  LinkCardActions,
  LinkCardLead,
  LinkCardState,
  LinkCardSummary,
  LinkCardTitle,
} from './LinkCard.tsx';

export const INVALID_CONSENT_LINK = 'This consent link does not work';

/** A link the server does not know (replaced by a newer one, mistyped): the caregiver has no account to go to. */
const INVALID_LINK = invalidLink(
  INVALID_CONSENT_LINK,
  'A newer mail from Podium may have replaced this link: open the newest one. If you cannot find it, ask the athlete to send it again from their account, or write to us.',
);

const day = (iso: string) => formatLongDay(new Date(iso));

function StateLine({ view }: { view: ConsentView }) {
  const first = view.athleteName.split(' ')[0] ?? view.athleteName;
  const lines: Record<
    ConsentView['state'],
    { tone: 'waiting' | 'given' | 'withdrawn' | 'done'; text: string }
  > = {
    pending: {
      tone: 'waiting',
      text: `Waiting for your consent. Until you give it, ${first}'s profile is hidden from everyone else.`,
    },
    given: {
      tone: 'given',
      text: `You gave your consent${view.givenAt ? ` on ${day(view.givenAt)}` : ''}. ${first}'s profile can be seen by coaches and organisations on Podium.`,
    },
    withdrawn: {
      tone: 'withdrawn',
      text: `You withdrew your consent${view.withdrawnAt ? ` on ${day(view.withdrawnAt)}` : ''}. ${first}'s profile is hidden from everyone else again.`,
    },
    'not-needed': {
      tone: 'done',
      text: `${first} is 16 or over and now decides alone who sees their profile. Your consent is no longer needed.`,
    },
  };
  const line = lines[view.state];
  return <LinkCardState tone={line.tone}>{line.text}</LinkCardState>;
}

function Summary({ view }: { view: ConsentView }) {
  if (!view.summary) return null;
  const { age, sports, country } = view.summary;
  return (
    <LinkCardSummary label="About the athlete">
      <div>
        <dt>Athlete</dt>
        <dd>{view.athleteName}</dd>
      </div>
      <div>
        <dt>Age</dt>
        <dd>{formatAge(age)}</dd>
      </div>
      <div>
        <dt>Sports</dt>
        <dd>{sports.length > 0 ? sports.join(', ') : 'None chosen yet'}</dd>
      </div>
      {country && (
        <div>
          <dt>Country</dt>
          <dd>{country}</dd>
        </div>
      )}
    </LinkCardSummary>
  );
}

function WhatItMeans({ name }: { name: string }) {
  return (
    <section className={styles.meaning} aria-labelledby="consent-meaning-title">
      <h2 id="consent-meaning-title">What consenting means</h2>
      <ul>
        <li>
          Signed-in coaches, scouts and organisations on Podium can see {name}'s profile: name, age, country,
          sports, test results and highlight videos.
        </li>
        <li>{name} can turn on a public link that shows the profile to anyone who has it.</li>
        <li>
          {name}'s birth date, city, email and phone are never shown to others, and neither is your email.
        </li>
        <li>
          You can withdraw your consent at any time with this same link. The profile is then hidden again and
          any public link stops working.
        </li>
        <li>At 16, {name} decides alone; until then, nothing is shown to others without your consent.</li>
      </ul>
    </section>
  );
}

function Decision({ token, view }: { token: string; view: ConsentView }) {
  const dispatch = useAppDispatch();
  const [decide, { isLoading }] = useDecideConsentMutation();
  if (view.state === 'not-needed') return null;
  const consent = view.state !== 'given';

  async function submit() {
    try {
      const reply = await decide({ token, consent }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <LinkCardActions>
      <Button
        // A new button for the other decision, so its colour does not fade from one to the other.
        key={consent ? 'give' : 'withdraw'}
        variant={consent ? 'primary' : 'danger'}
        isBusy={isLoading}
        onClick={() => void submit()}
      >
        {consent ? 'Give consent' : 'Withdraw consent'}
      </Button>
    </LinkCardActions>
  );
}

export function ConsentPage() {
  const { token = '' } = useParams();
  const load = useGetConsentQuery(token, { skip: token === '' });
  return (
    <LinkCard
      load={load}
      opening="Opening your consent link..."
      failed="We could not open your consent link"
      invalid={INVALID_LINK}
    >
      {(data) => (
        <>
          <span className="eyebrow">Parent or caregiver consent</span>
          <LinkCardTitle>{data.athleteName} on Podium</LinkCardTitle>
          <LinkCardLead>
            {data.athleteName} named you as their parent or caregiver. Podium lets athletes record test
            results and highlight videos so coaches and organisations can find them.
          </LinkCardLead>
          <StateLine view={data} />
          <Summary view={data} />
          {data.state !== 'not-needed' && (
            <WhatItMeans name={data.athleteName.split(' ')[0] ?? data.athleteName} />
          )}
          <Decision token={token} view={data} />
        </>
      )}
    </LinkCard>
  );
}
