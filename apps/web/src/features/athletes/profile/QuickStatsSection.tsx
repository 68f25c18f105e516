// Quick stats: short labelled facts (height, dominant foot, GPA) shown as tiles; the owner edits them all at once.
import type { AthleteProfile } from '@podium/core/api/athletes';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { SideCard, SideCardNote } from '../../../ui/SideCard.tsx';
import styles from './QuickStatsSection.module.css';

// Dialogs load when first opened (their forms and react-hook-form with them), not with the profile (issue 8).
const QuickStatsDialog = lazy(async () => ({
  default: (await import('./QuickStatsDialog.tsx')).QuickStatsDialog,
}));

export function QuickStatsSection({ profile, canEdit }: { profile: AthleteProfile; canEdit: boolean }) {
  const [isEditing, setIsEditing] = useState(false);
  const stats = Object.entries(profile.quickStats);
  if (!canEdit && stats.length === 0) return null;
  return (
    <SideCard
      titleId="stats-title"
      title="Quick stats"
      actions={
        canEdit && (
          <Button size="small" onClick={() => setIsEditing(true)}>
            {stats.length > 0 ? 'Edit stats' : 'Add stats'}
          </Button>
        )
      }
    >
      {stats.length === 0 ? (
        <SideCardNote>Height, weight, dominant hand or foot: the facts a coach checks first.</SideCardNote>
      ) : (
        <dl className={styles.stats}>
          {stats.map(([label, value]) => (
            <div key={label} className={styles.item}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {isEditing && (
        <Suspense fallback={null}>
          <QuickStatsDialog stats={profile.quickStats} onClose={() => setIsEditing(false)} />
        </Suspense>
      )}
    </SideCard>
  );
}
