// The app's one button: a plain action never submits the form it sits in, a busy one cannot be pressed twice, and a
// link drawn as a button is still a link.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button.tsx';

describe('Button', () => {
  it('does not submit the form it sits in unless it says it is the submit button', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Add a sport</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a sport' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while busy says so, shows what it is doing and cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" isBusy busyLabel="Deleting..." onClick={onClick}>
        Delete account
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deleting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws a link as a button and keeps it a link, in the app or to a mail address', () => {
    render(
      <MemoryRouter>
        <ButtonLink variant="primary" to="/register">
          Register
        </ButtonLink>
        <ButtonLink to="mailto:support@podium.example">Write to us</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:support@podium.example',
    );
  });
});
