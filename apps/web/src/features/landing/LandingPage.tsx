// The landing page on / and /about (spec 1); on / signed-in users go to their home or to notifications (spec 2).
import { homeFor, ROUTES } from '@podium/core';
import { Navigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { Loader } from '../../ui/Loader.tsx';
import { AudienceSections } from './AudienceSections.tsx';
import { ContactSection } from './ContactSection.tsx';
import { GetTheApp } from './GetTheApp.tsx';
import { HeroSection } from './HeroSection.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import './landing.css';

export function LandingPage({ redirectSignedIn = false }: { redirectSignedIn?: boolean }) {
  const { isAuthenticated, loading, user } = useAppSelector((state) => state.auth);
  const [searchParams] = useSearchParams();

  if (redirectSignedIn && loading) return <Loader />;
  if (redirectSignedIn && isAuthenticated && user) {
    const target = searchParams.get('page') === 'notifications' ? ROUTES.notifications : homeFor(user);
    return <Navigate to={target} replace />;
  }

  return (
    <div className="landing">
      <HeroSection />
      <AudienceSections />
      <HowItWorks />
      <GetTheApp />
      <ContactSection />
    </div>
  );
}
