// /AthleteProfile/contact-form/{type}/{promo}/{id} and /profile/{id}/contact-form (spec 2): the receiver's card, the
// pitch form with the age check, and the contact details form. Athletes only (spec 6).
import { ROUTES } from '@podium/core';
import type { ReceiverKind } from '@podium/core/api/pitches';
import { Link, useParams } from 'react-router';
import { hasStatus, isNotFound } from '../../state/messages.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { useGetMyAthleteProfileQuery } from '../athletes/index.ts';
import { ConsentNotice, useHiddenWhileWaiting } from '../consent/index.ts';
import { ContactForm } from './ContactForm.tsx';
import styles from './ContactFormPage.module.css';
import { PitchForm } from './PitchForm.tsx';
import { useGetPitchTargetQuery } from './pitches-api.ts';

/** The address's {type}: coach or org (organisation accepted too); anything else lets the server decide. */
export function receiverKindOf(type: string | undefined): ReceiverKind | undefined {
  const kind = type?.toLowerCase();
  if (kind === 'coach') return 'coach';
  if (kind === 'org' || kind === 'organisation') return 'org';
  return undefined;
}

/**
 * The address's {promo}: an event's promo code makes it a promo pitch (`Athlete Promo CV`) naming that event, which
 * the server checks is a live event of the receiving organisation (issue 25); anything else ("false", or the "promo"
 * and "true" of links made before codes) is a plain pitch.
 */
export const promoCodeOf = (promo: string | undefined) =>
  promo !== undefined && /^[A-Za-z0-9_-]{8,32}$/.test(promo) ? promo : undefined;

/** A pitch sends the athlete's profile: without one there is nothing to send, and the way is to make it. */
const NO_PROFILE_YET = {
  title: 'Create your athlete profile first',
  text: 'A pitch sends coaches and organisations your profile, with your best results. Make yours, then come back to pitch.',
  action: (
    <ButtonLink variant="volt" to={ROUTES.createProfile}>
      Create your profile
    </ButtonLink>
  ),
};

/** The receiver is not there, or not for this athlete: where to find coaches and organisations instead. */
const NO_RECEIVER = {
  title: 'No such coach or organisation',
  text: 'They may have closed their account, or the link is not quite right. Find them by name and pitch from their profile.',
  action: (
    <ButtonLink variant="primary" to="/AthleteProfile/search">
      Find coaches and organisations
    </ButtonLink>
  ),
};

function ContactScreen({
  id,
  type,
  promoCode,
}: {
  id: string;
  type: ReceiverKind | undefined;
  promoCode: string | undefined;
}) {
  const target = useGetPitchTargetQuery({ id, type }, { skip: id === '' });
  const me = useGetMyAthleteProfileQuery();
  const hidden = useHiddenWhileWaiting();
  if (target.isLoading || me.isLoading) return <Loader label="Loading..." />;
  // Said before anything the receiver's call answers: without a profile no receiver can help (it answers 409).
  const hasNoProfile = me.error !== undefined && isNotFound(me.error);
  if (hasNoProfile || target.error !== undefined || !target.data) {
    return (
      <div className="page page--narrow">
        <FailurePanel
          error={hasNoProfile ? me.error : target.error}
          onRetry={target.refetch}
          title="We could not open this contact form"
          notFound={hasNoProfile ? NO_PROFILE_YET : NO_RECEIVER}
          // The receiver's call answers 409 for an athlete without a profile, 400 for an id that cannot be one.
          refused={hasStatus(target.error, 409) ? NO_PROFILE_YET : NO_RECEIVER}
        />
      </div>
    );
  }
  const { receiver, nextPitchAt, nextContactAt, pitchesLeftToday } = target.data;
  const kind: ReceiverKind = receiver.profileType === 'org' ? 'org' : 'coach';
  const to = { id: receiver.profileId, type: kind, name: receiver.name };
  return (
    <UnderHeading>
      <div className={`page page--narrow ${styles.page}`}>
        <Card as="header" className={styles.receiver}>
          <span className={styles.avatar} aria-hidden="true">
            {receiver.photo ? <img src={receiver.photo} alt="" /> : receiver.name.slice(0, 1)}
          </span>
          <div className={styles.who}>
            <p className="eyebrow">{receiver.profileType === 'org' ? 'Organisation' : 'Coach'}</p>
            <h1 className={styles.name}>{receiver.name}</h1>
          </div>
        </Card>
        {hidden ? (
          <Card className={styles.section} aria-labelledby="pitch-title">
            <h2 id="pitch-title">You cannot pitch yet</h2>
            <p className="muted">
              Until your caregiver gives their consent, coaches and organisations cannot see your profile, so
              you cannot pitch to {receiver.name} or send them your contact details.
            </p>
            <ConsentNotice place="form" />
          </Card>
        ) : (
          <>
            <Card className={styles.section} aria-labelledby="pitch-title">
              <h2 id="pitch-title">{promoCode ? 'Send your promo CV' : 'Pitch yourself'}</h2>
              <p className="muted">
                {receiver.name} receives your card with your best results and your message.{' '}
                {pitchesLeftToday === 0 ? 'You have reached today’s pitch limit.' : ''}
              </p>
              <PitchForm
                receiver={to}
                promoCode={promoCode}
                athleteProfileId={me.data?._id}
                nextPitchAt={nextPitchAt}
              />
            </Card>
            <Card className={styles.section} aria-labelledby="contact-title">
              <h2 id="contact-title">Send your contact details</h2>
              <p className="muted">Only {receiver.name} sees them, in a Contact Request.</p>
              <ContactForm receiver={to} nextContactAt={nextContactAt} />
            </Card>
          </>
        )}
        <p>
          <Link to="/AthleteProfile">Back to your profile</Link>
        </p>
      </div>
    </UnderHeading>
  );
}

/** /AthleteProfile/contact-form/{type}/{promo}/{id}. */
export function ContactFormPage() {
  const { id = '', type, promo } = useParams();
  return <ContactScreen id={id} type={receiverKindOf(type)} promoCode={promoCodeOf(promo)} />;
}

/** /profile/{id}/contact-form: the same form for a profile named by id alone (a coach, else an organisation). */
export function ProfileContactFormPage() {
  const { id = '' } = useParams();
  return <ContactScreen id={id} type={undefined} promoCode={undefined} />;
}
