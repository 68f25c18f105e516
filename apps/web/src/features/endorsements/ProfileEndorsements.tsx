// Endorsements on an athlete's profile as others see it: only the accepted, displayed ones (the server sends those).
import type { ProfileEndorsement } from '@podium/core/api/endorsements';
import { Link } from 'react-router';
import { SideCard } from '../../ui/SideCard.tsx';
import { EndorsementBy, EndorsementCard, EndorsementList, EndorsementText } from './EndorsementCard.tsx';
import styles from './ProfileEndorsements.module.css';

export function ProfileEndorsements({ endorsements }: { endorsements: readonly ProfileEndorsement[] }) {
  if (endorsements.length === 0) return null;
  return (
    <div className={`container ${styles.place}`}>
      <SideCard titleId="profile-endorsements-title" title="Endorsements">
        <EndorsementList>
          {endorsements.map((e) => (
            <EndorsementCard key={e._id}>
              <EndorsementText text={e.text} />
              <EndorsementBy>
                <Link to={`/profile/${encodeURIComponent(e.coach.profileId)}?profileType=coach`}>
                  {e.coach.name}
                </Link>
              </EndorsementBy>
            </EndorsementCard>
          ))}
        </EndorsementList>
      </SideCard>
    </div>
  );
}
