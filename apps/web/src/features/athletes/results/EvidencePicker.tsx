// Choosing the clip (or image) that backs a result up: a large tap target, then the chosen file's name and size.
// A file of the other kind is refused at once (core's media kind rule, which the server applies to the stored URL).
import { mediaKindMismatch, mediaKindOfType } from '@podium/core/api/media-kind';
import { type ChangeEvent, useId, useState } from 'react';
import { FieldError } from '../../../ui/TextField.tsx';
import styles from './EvidencePicker.module.css';

interface EvidencePickerProps {
  kind: 'image' | 'video';
  file: File | null;
  onChange: (file: File | null) => void;
  isRequired?: boolean;
  error?: string | undefined;
  label?: string;
}

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function EvidencePicker({
  kind,
  file,
  onChange,
  isRequired = false,
  error,
  label,
}: EvidencePickerProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const statusId = `${id}-status`;
  const [kindError, setKindError] = useState<string | undefined>();
  const shownError = kindError ?? error;
  const errorId = shownError ? `${id}-error` : undefined;
  const noun = kind === 'image' ? 'photo' : 'video';
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? mediaKindOfType(chosen.type) : 'unknown';
    // A type the browser cannot name is left to the server, which reads the file's bytes.
    const mismatch = found === 'unknown' ? undefined : mediaKindMismatch(found, kind);
    setKindError(mismatch);
    if (mismatch) event.target.value = '';
    onChange(mismatch ? null : chosen);
  }
  return (
    <div className="field">
      <span className="field__label" id={titleId}>
        {label ?? `Proof ${noun}`}
        {!isRequired && <span className="field__optional"> (optional)</span>}
      </span>
      <label className={file ? `${styles.evidence} ${styles.chosen}` : styles.evidence} htmlFor={id}>
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {kind === 'video' ? (
            <path
              d="M3 6.5h12v11H3zM15 10l6-3.5v11L15 14"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          ) : (
            <path
              d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          )}
        </svg>
        <span className={styles.text} id={statusId}>
          {file ? (
            <>
              <strong>{file.name}</strong> <span className="muted">{sizeOf(file.size)}</span>
            </>
          ) : (
            `Choose a ${noun}`
          )}
        </span>
        <span className={styles.action}>{file ? 'Change' : 'Browse'}</span>
      </label>
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={kind === 'image' ? 'image/*' : 'video/*'}
        aria-labelledby={titleId}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[statusId, errorId].filter(Boolean).join(' ')}
        onChange={pick}
      />
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </div>
  );
}
