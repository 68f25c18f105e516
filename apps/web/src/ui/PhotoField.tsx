// A photo or logo picked from the device and uploaded through the app's one upload flow, which the screen hands in
// (features/media's uploadProfileImage: the banner shows progress, a failure is its danger alert); the stored image's
// URL is what the form sends. A coach's photo and an organisation's logo.
import { useId, useState } from 'react';
import { Button } from './Button.tsx';
import styles from './PhotoField.module.css';
import { ProfilePhoto } from './ProfilePhoto.tsx';

interface PhotoFieldProps {
  label: string;
  name: string;
  url: string | null;
  onChange: (url: string | null) => void;
  /** Uploads the picked file and answers its stored URL; rejects once the failure has been shown. */
  upload: (file: File, purpose: string) => Promise<string>;
}

export function PhotoField({ label, name, url, onChange, upload }: PhotoFieldProps) {
  const id = useId();
  const [isUploading, setUploading] = useState(false);
  async function onPick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await upload(file, label));
    } catch {
      // The upload banner has already shown the failure as a danger alert.
    } finally {
      setUploading(false);
    }
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label} <span className="field__optional">(optional)</span>
      </label>
      <div className={styles.row}>
        <ProfilePhoto url={url} name={name} />
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={isUploading}
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
        {url && <Button onClick={() => onChange(null)}>Remove</Button>}
      </div>
      {isUploading && <p className="muted">Uploading...</p>}
    </div>
  );
}
