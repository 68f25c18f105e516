// The landing hero: the promise of spec 1, the two ways in, and a phone showing an athlete's card.
import { ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';

// Changes drawn as the profile draws them (ChangeIndicator): the signed difference, green when better, never an
// arrow, which on a time that went down would read as "slower" (design choices, "change indicator").
export const MOCKUP_TESTS = [
  { name: 'Vertical Jump', score: '71 cm', change: '+4 cm', width: '82%' },
  { name: '40 Yard Dash', score: '4.62 sec', change: '\u22120.08 sec', width: '74%' },
  { name: 'Bench Press 1 RM', score: '92 kg', change: '+5 kg', width: '63%' },
];

function PhoneMockup() {
  return (
    <div className="phone" aria-hidden="true">
      <div className="phone__screen">
        <div className="phone__profile">
          <span className="phone__avatar">MO</span>
          <div>
            <p className="phone__name">Maya Okafor</p>
            <p className="phone__meta">Sprinter · 17 years old · Leeds</p>
          </div>
        </div>
        <div className="phone__rank">
          <span className="phone__rank-number">3rd</span>
          <span className="phone__rank-label">of 1,240 U18 sprinters</span>
        </div>
        <ul className="phone__tests">
          {MOCKUP_TESTS.map((test) => (
            <li key={test.name} className="phone__test">
              <div className="phone__test-row">
                <span>{test.name}</span>
                <strong>{test.score}</strong>
              </div>
              <div className="phone__bar">
                <span style={{ width: test.width }} />
              </div>
              <span className="phone__change">{test.change}</span>
            </li>
          ))}
        </ul>
        <div className="phone__video">
          <span className="phone__play">▶</span>
          <span>Highlights · 0:42</span>
        </div>
      </div>
      <div className="hero__badge hero__badge--top">
        <span className="hero__badge-dot" /> Coach viewed your profile
      </div>
      <div className="hero__badge hero__badge--bottom">
        <span className="hero__badge-icon">
          <Icon name="award" size={16} />
        </span>
        Endorsed by Coach Reid
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section className="hero on-dark" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <span className="hero__eyebrow">Every sport. Every level.</span>
          <h1 id="hero-title" className="hero__title">
            Show what you can do. <span className="hero__highlight">Get found.</span>
          </h1>
          <p className="hero__lead">
            Podium is where athletes in all sports can display their ability and be matched with the
            opportunity that best fits them. For scouts and coaches, the place to find talent for their
            roster.
          </p>
          <div className="hero__actions">
            <ButtonLink variant="volt" to={`${ROUTES.register}?as=athlete`}>
              Join as an athlete
            </ButtonLink>
            <ButtonLink variant="ghost-light" to={`${ROUTES.register}?as=coach`}>
              I'm a coach or scout
            </ButtonLink>
          </div>
          <p className="hero__login">
            Already on Podium? <Link to={ROUTES.login}>Log in</Link>
          </p>
        </div>
        <PhoneMockup />
      </div>
    </section>
  );
}
