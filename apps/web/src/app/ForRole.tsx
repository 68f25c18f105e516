// A screen for one kind of account (the route table says which: routes.tsx): anyone else is taken to their own home (issue 8: an athlete at /CoachProfile
// was invited to create a coach profile, a coach at /AthleteProfile got an error with a useless "Try again").
import { homeFor } from '@podium/core';
import type { User } from '@podium/core/api/users';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../state/hooks.ts';
import { Loader } from '../ui/Loader.tsx';

/** Who each home is for; homeFor(user) always allows its own user, so the way home never loops. */
export const ROLE_RULES = {
  athlete: (user: User) => user.userType === 1,
  coach: (user: User) => user.userType === 2,
  organisation: (user: User) => user.userType === 2 && user.orgAdmin,
} as const;

/** The kinds of account a screen can be for. */
export type Role = keyof typeof ROLE_RULES;

export function ForRole({ only, children }: { only: Role; children: ReactNode }) {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <Loader label="Loading your account..." />;
  if (!ROLE_RULES[only](user)) return <Navigate to={homeFor(user)} replace />;
  return children;
}
