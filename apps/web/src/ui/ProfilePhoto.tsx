// A profile's picture in its hero or a photo field: a coach's photo, an organisation's logo, or the initials when
// there is none (an athlete's are always the initials).
import styles from './ProfilePhoto.module.css';

interface ProfilePhotoProps {
  url: string | null;
  name: string;
  /** The letters drawn without a picture; the name's first letter unless given. */
  initials?: string;
}

export function ProfilePhoto({ url, name, initials }: ProfilePhotoProps) {
  if (url) return <img className={styles.photo} src={url} alt="" width={72} height={72} />;
  return (
    <span className={styles.initials} aria-hidden="true">
      {initials ?? (name.trim().charAt(0).toUpperCase() || '?')}
    </span>
  );
}
