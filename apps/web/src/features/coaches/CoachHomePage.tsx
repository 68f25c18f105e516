// /CoachProfile for now: the coach's signed-in home. It leads only to what is built today (issue 8); the coach
// profile, search and watchlists of spec 2 replace it in later issues.
import { ROUTES } from '@podium/core';
import { useAppSelector } from '../../state/hooks.ts';
import { HomeLayout, type NextStep } from '../../ui/HomeLayout.tsx';
import { ForRole } from '../auth/ForRole.tsx';

export const COACH_STEPS: readonly NextStep[] = [
  {
    title: 'Open an athlete’s profile',
    text: 'An athlete’s shared Podium link opens their test results, ranks and highlight videos, with the change since each last result.',
    icon: 'runner',
    isPrimary: true,
  },
  {
    title: 'Notifications',
    text: 'Requests and messages from athletes land here.',
    link: { to: ROUTES.notifications, cta: 'See notifications' },
    icon: 'bell',
  },
  {
    title: 'Account settings',
    text: 'Keep your details, email and password up to date.',
    link: { to: ROUTES.account, cta: 'Go to account settings' },
    icon: 'settings',
  },
];

const ORG_STEP: NextStep = {
  title: 'Your organisation',
  text: 'The home of the organisation you run on Podium.',
  link: { to: ROUTES.organisationHome, cta: 'Open the organisation home' },
  icon: 'stadium',
};

function CoachHome() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  return (
    <HomeLayout
      eyebrow={user.orgAdmin ? 'Coach · Organisation admin' : 'Coach'}
      name={user.name}
      intro="Podium is where athletes show what they can do. Coach profiles and athlete search are on their way; today you can open any profile an athlete shares with you."
      steps={user.orgAdmin ? [...COACH_STEPS, ORG_STEP] : COACH_STEPS}
    />
  );
}

export function CoachHomePage() {
  return (
    <ForRole only="coach">
      <CoachHome />
    </ForRole>
  );
}
