// The athlete's sports (sportingCred): the main one first; the owner adds, edits, removes and picks the main one.
import type { AthleteProfile, SportCredential } from '@podium/core/api/athletes';
import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { SideCard, SideCardNote } from '../../../ui/SideCard.tsx';
import { Badge } from '../../../ui/VerifiedBadge.tsx';
import { useOwnerControls } from '../profile/owner-controls.ts';
import styles from './SportsSection.module.css';

// Dialogs load when first opened (their forms and react-hook-form with them), not with the profile (issue 8).
const SportDialog = lazy(async () => ({ default: (await import('./SportDialog.tsx')).SportDialog }));

function SportItem({
  sport,
  canEdit,
  isOnly,
}: {
  sport: SportCredential;
  canEdit: boolean;
  isOnly: boolean;
}) {
  const owner = useOwnerControls();
  const [isEditing, setIsEditing] = useState(false);
  const details = [sport.position, sport.level, sport.team].filter(Boolean).join(' · ');
  return (
    <li className={sport.main ? `${styles.sport} ${styles.main}` : styles.sport}>
      <div className={styles.text}>
        <span className={styles.name}>
          {sport.sport}
          {sport.main && <Badge>Main</Badge>}
        </span>
        {details && <span className={styles.details}>{details}</span>}
      </div>
      {canEdit && owner && (
        <div className={styles.actions}>
          <Button variant="link" onClick={() => setIsEditing(true)}>
            Edit <span className="visually-hidden">{sport.sport}</span>
          </Button>
          <owner.SportActions sport={sport} isOnly={isOnly} />
        </div>
      )}
      {isEditing && (
        <Suspense fallback={null}>
          <SportDialog sport={sport} onClose={() => setIsEditing(false)} />
        </Suspense>
      )}
    </li>
  );
}

export function SportsSection({ profile, canEdit }: { profile: AthleteProfile; canEdit: boolean }) {
  const [isAdding, setIsAdding] = useState(false);
  const sports = [...profile.sportingCred].sort((a, b) => Number(b.main) - Number(a.main));
  // The server refuses one more too (issue 7); saying so here spares a refused form.
  const isFull = sports.length >= PROFILE_LIMITS.sports;
  return (
    <SideCard
      titleId="sports-title"
      title="Sports"
      actions={
        canEdit &&
        !isFull && (
          <Button size="small" onClick={() => setIsAdding(true)}>
            Add sport
          </Button>
        )
      }
    >
      {sports.length === 0 ? (
        <SideCardNote>No sports listed yet.</SideCardNote>
      ) : (
        <ul className={styles.list}>
          {sports.map((sport) => (
            <SportItem key={sport._id} sport={sport} canEdit={canEdit} isOnly={sports.length === 1} />
          ))}
        </ul>
      )}
      {canEdit && isFull && <SideCardNote>{PROFILE_FULL.sports}: remove one to add another.</SideCardNote>}
      {isAdding && (
        <Suspense fallback={null}>
          <SportDialog onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
    </SideCard>
  );
}
