// Choosing the clip (or image) that backs a result up: a large tap target, then the chosen file's name and size.
import { type ChangeEvent, useId } from 'react';
import { FieldError } from '../../ui/TextField.tsx';

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
  const errorId = error ? `${id}-error` : undefined;
  const noun = kind === 'image' ? 'photo' : 'video';
  function pick(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.files?.[0] ?? null);
  }
  return (
    <div className="field">
      <span className="field__label" id={titleId}>
        {label ?? `Proof ${noun}`}
        {!isRequired && <span className="field__optional"> (optional)</span>}
      </span>
      <label className={`evidence${file ? ' evidence--chosen' : ''}`} htmlFor={id}>
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
        <span className="evidence__text" id={statusId}>
          {file ? (
            <>
              <strong>{file.name}</strong> <span className="muted">{sizeOf(file.size)}</span>
            </>
          ) : (
            `Choose a ${noun}`
          )}
        </span>
        <span className="evidence__action">{file ? 'Change' : 'Browse'}</span>
      </label>
      <input
        id={id}
        className="evidence__input"
        type="file"
        accept={kind === 'image' ? 'image/*' : 'video/*'}
        aria-labelledby={titleId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[statusId, errorId].filter(Boolean).join(' ')}
        onChange={pick}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
