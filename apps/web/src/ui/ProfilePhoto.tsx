// A coach's photo or an organisation's logo in the hero, or their initial when there is none.
import './profile.css';
import './coach-profile.css';

export function ProfilePhoto({ url, name }: { url: string | null; name: string }) {
  if (url) return <img className="coach-photo" src={url} alt="" width={72} height={72} />;
  return (
    <span className="profile-hero__avatar" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
