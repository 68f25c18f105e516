// /CoachProfile for now: the coach's signed-in home; the coach profile and search replace it in later issues.
import { ROUTES } from '@podium/core';
import { useAppSelector } from '../../app/hooks.ts';
import { HomeLayout, type NextStep } from '../../ui/HomeLayout.tsx';
import { Loader } from '../../ui/Loader.tsx';

const COACH_STEPS: readonly NextStep[] = [
  {
    title: 'Create your coach profile',
    text: 'Tell athletes who you coach, where, and what you look for.',
    to: '/create-coach-profile',
    cta: 'Create your coach profile',
    icon: 'clipboard',
    isPrimary: true,
  },
  {
    title: 'Find athletes',
    text: 'Search by sport, test result, age and place, and build a watchlist.',
    to: '/CoachProfile/search',
    cta: 'Search athletes',
    icon: 'search',
  },
  {
    title: 'Account settings',
    text: 'Keep your details, email and password up to date.',
    to: ROUTES.account,
    cta: 'Go to account settings',
    icon: 'settings',
  },
];

const ORG_STEP: NextStep = {
  title: 'Set up your organisation',
  text: 'Give your club, school or academy a profile and bring your coaches in.',
  to: '/create-organisation',
  cta: 'Set up your organisation',
  icon: 'stadium',
};

export function CoachHomePage() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <Loader />;
  const steps = user.orgAdmin ? [COACH_STEPS[0], ORG_STEP, ...COACH_STEPS.slice(1)] : COACH_STEPS;
  return (
    <HomeLayout
      eyebrow={user.orgAdmin ? 'Coach · Organisation admin' : 'Coach'}
      name={user.name}
      intro="Podium is the place to find talent for your roster. Set up your profile, then start looking."
      steps={steps.filter((step) => step !== undefined)}
    />
  );
}
