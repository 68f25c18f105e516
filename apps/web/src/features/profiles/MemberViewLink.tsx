// On a public page, for a signed-in visitor: the same profile inside Podium, where they can follow, pitch or ask to
// be associated (the public page shows what anyone sees, and offers none of that).
import type { ProfileKind } from '@podium/core/api/users';
import { useAppSelector } from '../../state/hooks.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { profilePath } from '../../ui/profile-paths.ts';

/** The hero's action for a signed-in visitor; undefined (no action row) for anyone else. */
export function useMemberViewLink(profileType: ProfileKind) {
  const isSignedIn = useAppSelector((state) => state.auth.isAuthenticated);
  return (profileId: string) =>
    isSignedIn ? (
      <ButtonLink variant="volt" to={profilePath(profileId, profileType)}>
        Open in Podium
      </ButtonLink>
    ) : undefined;
}
