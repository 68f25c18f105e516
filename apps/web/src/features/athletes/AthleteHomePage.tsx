// /AthleteProfile for now: the athlete's signed-in home; the full athlete profile replaces it in a later issue.
import { ROUTES } from '@podium/core';
import { useAppSelector } from '../../app/hooks.ts';
import { HomeLayout, type NextStep } from '../../ui/HomeLayout.tsx';
import { Loader } from '../../ui/Loader.tsx';

const STEPS: readonly NextStep[] = [
  {
    title: 'Create your athlete profile',
    text: 'Add your sports, position and a photo so coaches know who you are.',
    to: ROUTES.createProfile,
    cta: 'Create your athlete profile',
    icon: 'medal',
    isPrimary: true,
  },
  {
    title: 'Check your notifications',
    text: 'Follow requests, group invites and endorsements arrive here.',
    to: ROUTES.notifications,
    cta: 'Open notifications',
    icon: 'bell',
  },
  {
    title: 'Account settings',
    text: 'Keep your details, email and password up to date.',
    to: ROUTES.account,
    cta: 'Go to account settings',
    icon: 'settings',
  },
];

export function AthleteHomePage() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <Loader />;
  return (
    <HomeLayout
      eyebrow="Athlete"
      name={user.name}
      intro="Your profile is where coaches see what you can do. Start with the basics, then add test results and highlights."
      steps={STEPS}
    />
  );
}
