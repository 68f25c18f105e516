// The crash screen of spec 2 replaces a screen that throws while rendering.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, RouteErrorScreen } from './ErrorScreen.tsx';

function Broken(): never {
  throw new Error('render crash');
}

describe('crash screen', () => {
  it('shows "Hmm, something went wrong..." with a Reload Page button when a route crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Hmm, something went wrong...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
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
