// The modal dialog's Escape: it closes the top dialog wherever focus is (a lazy part of a dialog can take focus with
// it when it replaces its fallback), and only the top one.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

function Two() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <>
      {outer && (
        <Dialog title="Outer" onClose={() => setOuter(false)}>
          <button type="button">Outer button</button>
        </Dialog>
      )}
      {inner && (
        <Dialog title="Inner" onClose={() => setInner(false)}>
          <button type="button">Inner button</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('closes on Escape when focus has left it for the page', async () => {
    const user = userEvent.setup();
    render(<Two />);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();
  });
});
