// The athlete's own words and graduation year: shown when they gave them; the owner can write, change or remove
// them at any time.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';

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
    <section className="side-card" aria-labelledby="about-title">
      <header className="side-card__header">
        <h2 id="about-title">About</h2>
        {canEdit && (
          <Button size="small" onClick={() => setEditing('bio')}>
            {hasBio ? 'Edit bio' : 'Add a bio'}
          </Button>
        )}
      </header>
      {hasBio ? (
        <p className="about__bio">{bio}</p>
      ) : (
        canEdit && <p className="muted">A few lines on your goals and what makes you a good teammate.</p>
      )}
      {(graduationYear !== null || canEdit) && (
        <p className="about__class">
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
    </section>
  );
}
