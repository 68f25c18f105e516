// The athlete's own words: shown when they wrote some; the owner can write, change or remove them at any time.
import { lazy, Suspense, useState } from 'react';

// Dialogs load when first opened (their forms and react-hook-form with them), not with the profile (issue 8).
const BioDialog = lazy(async () => ({ default: (await import('./BioDialog.tsx')).BioDialog }));

export function AboutSection({ bio, canEdit }: { bio: string | null; canEdit: boolean }) {
  const [isEditing, setIsEditing] = useState(false);
  const hasBio = Boolean(bio?.trim());
  if (!canEdit && !hasBio) return null;
  return (
    <section className="side-card" aria-labelledby="about-title">
      <header className="side-card__header">
        <h2 id="about-title">About</h2>
        {canEdit && (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setIsEditing(true)}>
            {hasBio ? 'Edit bio' : 'Add a bio'}
          </button>
        )}
      </header>
      {hasBio ? (
        <p className="about__bio">{bio}</p>
      ) : (
        <p className="muted">A few lines on your goals and what makes you a good teammate.</p>
      )}
      {isEditing && (
        <Suspense fallback={null}>
          <BioDialog bio={bio} onClose={() => setIsEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}
