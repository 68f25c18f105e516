import { ButtonLink } from '../../ui/Button.tsx';

export const timelinePath = (profileId: string) => `/timeline/${encodeURIComponent(profileId)}`;

export function TimelineLink({ profileId }: { profileId: string }) {
  return (
    <ButtonLink variant="ghost-light" to={timelinePath(profileId)}>
      Activity
    </ButtonLink>
  );
}
