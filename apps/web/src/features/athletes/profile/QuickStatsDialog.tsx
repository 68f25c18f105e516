// Editing every quick stat at once: PUT quick-stats replaces them ('Quick Stats Updated!').
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { FieldError } from '../../../ui/TextField.tsx';
import { useUpdateQuickStatsMutation } from '../athlete-api.ts';
import { useProfileEdit } from '../use-profile-edit.ts';
import { rowsFromStats, StatRowsEditor, statRow, statsFromRows } from './StatRowsEditor.tsx';

export function QuickStatsDialog({ stats, onClose }: { stats: Record<string, string>; onClose: () => void }) {
  const save = useProfileEdit();
  const [updateQuickStats, { isLoading }] = useUpdateQuickStatsMutation();
  const [rows, setRows] = useState(() => {
    const existing = rowsFromStats(stats);
    return existing.length > 0 ? existing : [statRow()];
  });
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = statsFromRows(rows);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (await save(updateQuickStats(checked.stats))) onClose();
  }

  return (
    <Dialog title="Quick stats" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Quick stats">
        <StatRowsEditor
          rows={rows}
          onChange={(next) => {
            setRows(next);
            setError(null);
          }}
        />
        {error && <FieldError>{error}</FieldError>}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={isLoading} busyLabel="Saving...">
            Save stats
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
