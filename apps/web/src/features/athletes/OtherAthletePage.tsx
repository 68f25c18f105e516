// /profile/{id}: another athlete's profile for a signed-in user (no birth date, public destinations only).
import { ROUTES } from '@podium/core';
import { Navigate, useParams } from 'react-router';
import { useGetAthleteProfileQuery } from './athlete-api.ts';
import { ReadOnlyProfile } from './ReadOnlyProfile.tsx';

export function OtherAthletePage() {
  const { id = '' } = useParams();
  const load = useGetAthleteProfileQuery(id, { skip: id === '' });
  // Your own profile is edited at /AthleteProfile.
  if (load.data?.isOwner) return <Navigate to={ROUTES.athleteHome} replace />;
  return <ReadOnlyProfile load={load} notFoundTitle="Athlete not found" />;
}
