// Copy that matches the product (issue 8): the mock-up and the tour describe changes as the profile draws them.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TOUR_STEPS } from '../athletes/profile/ProfileTour.tsx';
import { HeroSection, MOCKUP_TESTS } from './HeroSection.tsx';

const ARROWS = /[▲▼↑↓⬆⬇]|arrow/i;

describe('how a change is described', () => {
  it('the landing mock-up shows signed differences, never an arrow, with a faster time as a minus', () => {
    const { container } = render(
      <MemoryRouter>
        <HeroSection />
      </MemoryRouter>,
    );
    const changes = [...container.querySelectorAll('.phone__change')].map((node) => node.textContent);
    expect(changes).toEqual(MOCKUP_TESTS.map((test) => test.change));
    expect(changes.join(' ')).not.toMatch(ARROWS);
    expect(MOCKUP_TESTS.find((test) => test.name === '40 Yard Dash')?.change).toBe('\u22120.08 sec');
  });

  it('the tour names no arrows the profile does not draw', () => {
    for (const step of TOUR_STEPS) expect(step.text).not.toMatch(ARROWS);
  });
});
