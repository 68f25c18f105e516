// The athlete's own words and graduation year: shown when they gave them; the owner can write, change or remove
// them at any time.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { SideCard, SideCardNote } from '../../../ui/SideCard.tsx';
import styles from './AboutSection.module.css';

// Dialogs load when first opened (their forms and react-hook-form with them), not with the profile (issue 8).
const BioDialog = lazy(async () => ({ default: (await import('./BioDialog.tsx')).BioDialog }));
const GraduationYearDialog = lazy(async () => ({
  default: (await import('./GraduationYearDialog.tsx')).GraduationYearDialog,
}));

export function AboutSection({
  bio,
  graduationYear,
  canEdit,
}: {
  bio: string | null;
  graduationYear: number | null;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<'bio' | 'year' | null>(null);
  const hasBio = Boolean(bio?.trim());
  if (!canEdit && !hasBio && graduationYear === null) return null;
  const close = () => setEditing(null);
  return (
    <SideCard
      titleId="about-title"
      title="About"
      actions={
        canEdit && (
          <Button size="small" onClick={() => setEditing('bio')}>
            {hasBio ? 'Edit bio' : 'Add a bio'}
          </Button>
        )
      }
    >
      {hasBio ? (
        <p className={styles.bio}>{bio}</p>
      ) : (
        canEdit && <SideCardNote>A few lines on your goals and what makes you a good teammate.</SideCardNote>
      )}
      {(graduationYear !== null || canEdit) && (
        <p className={styles.year}>
          {graduationYear !== null ? (
            <strong>Class of {graduationYear}</strong>
          ) : (
            <span className="muted">No graduation year yet: coaches search by it.</span>
          )}
          {canEdit && (
            <Button variant="link" onClick={() => setEditing('year')}>
              {graduationYear !== null ? 'Change' : 'Add your class'}
            </Button>
          )}
        </p>
      )}
      {editing && (
        <Suspense fallback={null}>
          {editing === 'bio' ? (
            <BioDialog bio={bio} onClose={close} />
          ) : (
            <GraduationYearDialog year={graduationYear} onClose={close} />
          )}
        </Suspense>
      )}
    </SideCard>
  );
}
