// /organisation for now: the organisation admin's home; the organisation profile replaces it in a later issue.
import { ROUTES } from '@podium/core';
import { useAppSelector } from '../../app/hooks.ts';
import { HomeLayout, type NextStep } from '../../ui/HomeLayout.tsx';
import { Loader } from '../../ui/Loader.tsx';

const STEPS: readonly NextStep[] = [
  {
    title: 'Set up your organisation profile',
    text: 'Add your logo, bio and the sports you run so athletes and coaches can find you.',
    to: '/create-organisation',
    cta: 'Set up the profile',
    icon: 'stadium',
    isPrimary: true,
  },
  {
    title: 'Run your groups',
    text: 'Invite athletes to squads and trial days, and post on their noticeboard.',
    to: '/groups',
    cta: 'Open groups',
    icon: 'users',
  },
  {
    title: 'Account settings',
    text: 'Manage your details, or delete the organisation.',
    to: ROUTES.account,
    cta: 'Go to account settings',
    icon: 'settings',
  },
];

export function OrganisationHomePage() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <Loader />;
  return (
    <HomeLayout
      eyebrow={user.organisation ?? 'Organisation'}
      name={user.name}
      intro="Bring your coaches and athletes together, and show what your organisation is about."
      steps={STEPS}
    />
  );
}
