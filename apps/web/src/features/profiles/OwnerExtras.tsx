// Below the owner's profile: the coaches they invited to add verified results, and their endorsements (issue 10).
// A chunk of its own, loaded as the profile shows (the route table hands it to AthleteProfilePage.tsx): below the fold, it need not hold up the
// profile's first paint, and the signed-in profile keeps within its size budget (issue 8).
import { CollaboratorsSection } from '../collaborators/index.ts';
import { EndorsementsSection } from '../endorsements/index.ts';
import styles from './OwnerExtras.module.css';

export function OwnerExtras() {
  return (
    <div className={styles.extras}>
      <CollaboratorsSection />
      {/* Ask coaches for endorsements; accept, hide, display or delete them. */}
      <EndorsementsSection />
    </div>
  );
}
