// The Podium mark (three podium steps with a rising star) and word mark.
import styles from './Logo.module.css';
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0a1230" />
      <rect x="10" y="36" width="14" height="18" rx="2" fill="#b8c2d3" />
      <rect x="25" y="26" width="14" height="28" rx="2" fill="#c8f03c" />
      <rect x="40" y="41" width="14" height="13" rx="2" fill="#cd7f32" />
      <path d="M32 6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.4L32 20.8l-5.8 3 1.1-6.4-4.7-4.6 6.5-.9z" fill="#f5b700" />
    </svg>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className={light ? `${styles.logo} ${styles.light}` : styles.logo}>
      <LogoMark />
      <span className={styles.word}>Podium</span>
    </span>
  );
}
