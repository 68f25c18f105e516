// The three audiences of spec 1: athletes, coaches and scouts, organisations; each with what Podium does for them.
import { ROUTES } from '@podium/core';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';

interface Audience {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  cta: { label: string; to: string };
  visual: ReactNode;
}

function SearchVisual() {
  return (
    <div className="mock mock--search" aria-hidden="true">
      <div className="mock__searchbar">Sprinters · U18 · 40 Yard Dash under 4.8 s</div>
      <div className="mock__chips">
        <span>Athletics</span>
        <span>England</span>
        <span>Verified</span>
      </div>
      {[
        ['JT', 'Jordan Taylor', '4.58 s', 'gold'],
        ['MO', 'Maya Okafor', '4.62 s', 'silver'],
        ['SB', 'Sam Brooks', '4.71 s', 'bronze'],
      ].map(([initials, name, score, medal]) => (
        <div key={name} className="mock__result">
          <span className={`mock__avatar mock__avatar--${medal}`}>{initials}</span>
          <span className="mock__result-name">{name}</span>
          <strong>{score}</strong>
          <span className="mock__star">☆</span>
        </div>
      ))}
    </div>
  );
}

function TestsVisual() {
  const bars = [38, 52, 47, 61, 66, 74, 81];
  return (
    <div className="mock mock--tests" aria-hidden="true">
      <div className="mock__title-row">
        <span>Vertical Jump</span>
        <strong>71 cm ▲</strong>
      </div>
      <div className="mock__chart">
        {bars.map((height, index) => (
          <span
            key={height}
            style={{ height: `${height}%` }}
            className={index === bars.length - 1 ? 'is-latest' : ''}
          />
        ))}
      </div>
      <div className="mock__title-row mock__title-row--small">
        <span>Ranked 3rd in your age group</span>
        <span>Top 5%</span>
      </div>
    </div>
  );
}

function GroupVisual() {
  return (
    <div className="mock mock--group" aria-hidden="true">
      <div className="mock__title-row">
        <span>Northside Athletics Club</span>
        <strong>42 members</strong>
      </div>
      <div className="mock__notice">
        <span className="mock__pin">
          <Icon name="pin" size={18} />
        </span>{' '}
        Trials on Saturday, 9:00 at the track. Bring spikes.
      </div>
      <div className="mock__faces">
        {['AK', 'LR', 'PD', 'CN', 'EM'].map((initials) => (
          <span key={initials}>{initials}</span>
        ))}
        <span className="mock__more">+37</span>
      </div>
    </div>
  );
}

const AUDIENCES: Audience[] = [
  {
    id: 'athletes',
    eyebrow: 'For athletes',
    title: 'Your ability, on the record',
    text: 'Build a profile that speaks for you: physical test results, highlight videos and endorsements from the coaches who know you.',
    points: [
      'Record test results and see where you rank against athletes of your age and sport',
      'Upload highlight videos and turn your best results into videos to share',
      'Pitch yourself to coaches and organisations, and follow your progress over time',
    ],
    cta: { label: 'Create your athlete account', to: `${ROUTES.register}?as=athlete` },
    visual: <TestsVisual />,
  },
  {
    id: 'coaches',
    eyebrow: 'For coaches and scouts',
    title: 'The place to find talent for your roster',
    text: 'Search athletes by sport, test result, age and place, and keep the ones you like on a watchlist.',
    points: [
      'Compare athletes on the same tests, measured the same way',
      'Keep a watchlist of the athletes you want to follow',
      'Run groups for your squads and trial days',
    ],
    cta: { label: 'Join as a coach', to: `${ROUTES.register}?as=coach` },
    visual: <SearchVisual />,
  },
  {
    id: 'organisations',
    eyebrow: 'For organisations',
    title: 'Clubs, schools and academies in one place',
    text: 'Give your organisation a profile, bring in your coaches and keep your athletes informed.',
    points: [
      'Associate your coaches and athletes with your organisation',
      'Post on your noticeboard and share photos of your events',
      'Invite athletes to groups and events with a link',
    ],
    cta: { label: 'Register your organisation', to: `${ROUTES.register}?as=coach&org=1` },
    visual: <GroupVisual />,
  },
];

export function AudienceSections() {
  return (
    <>
      {AUDIENCES.map((audience, index) => (
        <section
          key={audience.id}
          id={audience.id}
          className={`audience${index % 2 === 1 ? ' audience--flip' : ''}`}
          aria-labelledby={`${audience.id}-title`}
        >
          <div className="audience__inner">
            <div className="audience__copy">
              <span className="eyebrow">{audience.eyebrow}</span>
              <h2 id={`${audience.id}-title`}>{audience.title}</h2>
              <p className="lead">{audience.text}</p>
              <ul className="audience__points">
                {audience.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <ButtonLink variant="primary" to={audience.cta.to}>
                {audience.cta.label}
              </ButtonLink>
            </div>
            <div className="audience__visual">{audience.visual}</div>
          </div>
        </section>
      ))}
    </>
  );
}
