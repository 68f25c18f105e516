// The crash screen of spec 2 replaces a screen that throws while rendering.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorScreen.tsx';
import { ScreenOutlet } from './ScreenOutlet.tsx';

function Broken(): never {
  throw new Error('render crash');
}

describe('crash screen', () => {
  it('shows "Hmm, something went wrong..." with a Reload Page button when a route crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <Routes>
          <Route element={<ScreenOutlet />}>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Hmm, something went wrong...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    // The frame around the screen stays, and leaving the crashed screen shows the next one.
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload Page' })).not.toBeInTheDocument();
  });

  it('catches crashes outside the router too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Hmm, something went wrong...' })).toBeInTheDocument();
  });
});
