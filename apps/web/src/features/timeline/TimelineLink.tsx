// "Activity": the way from a profile to its timeline (/timeline/{id}).
import { Link } from 'react-router';

export const timelinePath = (profileId: string) => `/timeline/${encodeURIComponent(profileId)}`;

export function TimelineLink({ profileId }: { profileId: string }) {
  return (
    <Link className="btn btn--ghost-light" to={timelinePath(profileId)}>
      Activity
    </Link>
  );
}
