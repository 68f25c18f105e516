// /organisation for now: the organisation admin's home. It leads only to what is built today (issue 8); the
// organisation profile and groups of spec 2 replace it in later issues.
import { ROUTES } from '@podium/core';
import { useAppSelector } from '../../state/hooks.ts';
import { HomeLayout, type NextStep } from '../../ui/HomeLayout.tsx';
import { ForRole } from '../auth/ForRole.tsx';

export const ORGANISATION_STEPS: readonly NextStep[] = [
  {
    title: 'Open an athlete’s profile',
    text: 'An athlete’s shared Podium link opens their test results, ranks and highlight videos.',
    icon: 'runner',
    isPrimary: true,
  },
  {
    title: 'Notifications',
    text: 'Requests and messages from athletes and coaches land here.',
    link: { to: ROUTES.notifications, cta: 'See notifications' },
    icon: 'bell',
  },
  {
    title: 'Account settings',
    text: 'Manage your details, or delete the organisation.',
    link: { to: ROUTES.account, cta: 'Go to account settings' },
    icon: 'settings',
  },
];

function OrganisationHome() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  return (
    <HomeLayout
      eyebrow={user.organisation ?? 'Organisation'}
      name={user.name}
      intro="Organisation profiles and groups are on their way; today you can open any profile an athlete shares with you."
      steps={ORGANISATION_STEPS}
    />
  );
}

export function OrganisationHomePage() {
  return (
    <ForRole only="organisation">
      <OrganisationHome />
    </ForRole>
  );
}
