// The progress of a file on its way to the media store, inside the form that sends it.
export function UploadProgress({ progress }: { progress: number | null }) {
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
    </div>
  );
}
