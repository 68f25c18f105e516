// A photo or logo picked from the device and uploaded through the app's one upload flow (features/media): the
// banner shows progress, a failure is its danger alert; the stored image's URL is what the form sends.
import { useId, useState } from 'react';
import { uploadInBackground } from '../media/index.ts';
import { ProfilePhoto } from './ProfilePhoto.tsx';

interface PhotoFieldProps {
  label: string;
  name: string;
  url: string | null;
  onChange: (url: string | null) => void;
}

export function PhotoField({ label, name, url, onChange }: PhotoFieldProps) {
  const id = useId();
  const [isUploading, setUploading] = useState(false);
  async function onPick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const asset = await uploadInBackground({ assetType: 'test', folder: 'profiles', file, purpose: label });
      onChange(asset.secure_url);
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
      <div className="photo-field">
        <ProfilePhoto url={url} name={name} />
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={isUploading}
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
        {url && (
          <button type="button" className="btn btn--secondary" onClick={() => onChange(null)}>
            Remove
          </button>
        )}
      </div>
      {isUploading && <p className="muted">Uploading...</p>}
    </div>
  );
}
