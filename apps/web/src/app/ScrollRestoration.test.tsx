// Scrolling on navigation: a new page opens at its top, back returns to where the page was left.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './ScrollRestoration.tsx';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  afterEach(() => scrollTo(0));

  it('opens a new page at its top and returns to where a page was left on Back', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    render(
      <MemoryRouter initialEntries={['/list']}>
        <ScrollRestoration />
        <Routes>
          <Route path="/list" element={<Link to="/item">Open item</Link>} />
          <Route path="/item" element={<BackButton />} />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo(640);
    await userEvent.click(screen.getByRole('link', { name: 'Open item' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(scroll).toHaveBeenLastCalledWith(0, 0);

    scrollTo(120);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open item' })).toBeInTheDocument();
    expect(scroll).toHaveBeenLastCalledWith(0, 640);
  });
});
