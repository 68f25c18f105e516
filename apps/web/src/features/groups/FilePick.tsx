// The admins' and members' way to pick files in a group (Add images, Add a document, Answer with a file): a button-
// like label over a hidden file input, "Uploading..." while the pick is being sent, and a note beside it if any.
import { type ReactNode, useId } from 'react';
import styles from './FilePick.module.css';

export const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

export function FilePick({
  label,
  isBusy,
  accept = DOCUMENT_TYPES,
  isMultiple = false,
  note,
  onFiles,
}: {
  label: string;
  isBusy: boolean;
  accept?: string;
  isMultiple?: boolean;
  note?: ReactNode;
  onFiles: (files: File[]) => unknown;
}) {
  const inputId = useId();
  return (
    <div className={styles.pick}>
      <label htmlFor={inputId} className={styles.button}>
        {isBusy ? 'Uploading...' : label}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={isMultiple}
        disabled={isBusy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so picking the same file again is a change too.
          event.target.value = '';
          if (files.length > 0) void onFiles(files);
        }}
      />
      {note && <span className="muted">{note}</span>}
    </div>
  );
}
