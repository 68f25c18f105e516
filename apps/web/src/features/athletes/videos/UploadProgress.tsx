// The progress of a file on its way to the media store, inside the form that sends it, and what closing the form does.
export function UploadProgress({ progress, savedWhat }: { progress: number | null; savedWhat: string }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="upload-progress">
      <span className="upload-progress__text">Uploading... {percent}%</span>
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="upload-progress__hint">
        You can keep browsing: the upload carries on and {savedWhat} is saved when it finishes.
      </p>
    </div>
  );
}
