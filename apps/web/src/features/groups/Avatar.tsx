// A person's or a group's picture at list size (ui/ProfilePhoto is the hero's): the photo, or the first letter.
import styles from './Avatar.module.css';

export function Avatar({ url, name }: { url: string | null; name: string }) {
  if (url) return <img className={styles.avatar} src={url} alt="" width={40} height={40} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
