// Endorsements on an athlete's profile as others see it: only the accepted, displayed ones (the server sends those).
import type { ProfileEndorsement } from '@podium/core/api/endorsements';
import { Link } from 'react-router';
import './endorsements.css';

export function ProfileEndorsements({ endorsements }: { endorsements: readonly ProfileEndorsement[] }) {
  if (endorsements.length === 0) return null;
  return (
    <div className="container profile-endorsements">
      <section className="side-card endorsements" aria-labelledby="profile-endorsements-title">
        <div className="side-card__header">
          <h2 id="profile-endorsements-title">Endorsements</h2>
        </div>
        <ul className="endorse-list">
          {endorsements.map((e) => (
            <li key={e._id} className="endorse-card">
              <p className="endorse-card__text">“{e.text}”</p>
              <p className="endorse-card__by">
                —{' '}
                <Link to={`/profile/${encodeURIComponent(e.coach.profileId)}?profileType=coach`}>
                  {e.coach.name}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
