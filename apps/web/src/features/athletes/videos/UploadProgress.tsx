// The progress of a file on its way to the media store, inside the form that sends it, and what closing the form does.
import styles from './UploadProgress.module.css';

export function UploadProgress({ progress, savedWhat }: { progress: number | null; savedWhat: string }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className={styles.progress}>
      <span>Uploading... {percent}%</span>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.hint}>
        You can keep browsing: the upload carries on and {savedWhat} is saved when it finishes.
      </p>
    </div>
  );
}
