// The sport field suggests catalogue sports as the person types, by name or alias, and says how it will save.

import type { SportRegion } from '@podium/core/sports';
import { sportQuestion } from '@podium/core/sports';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OTHER_SPORT_HINT, SportCombobox } from './SportCombobox.tsx';

function Field({ region = null }: { region?: SportRegion | null }) {
  const [value, setValue] = useState('');
  return <SportCombobox label="Sport" value={value} onChange={setValue} region={region} />;
}

const setup = (region: SportRegion | null = null) => {
  const user = userEvent.setup();
  render(<Field region={region} />);
  return { user, field: screen.getByRole('combobox', { name: 'Sport' }) };
};

describe('SportCombobox', () => {
  it('suggests a sport by its alias, and picks it with the keyboard', async () => {
    const { user, field } = setup();
    await user.type(field, 'gridi');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'American football (gridiron)' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('American football');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers first what football means where the person is, and picks by click', async () => {
    const { user, field } = setup('US');
    await user.type(field, 'foot');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('American football');
    expect(options).toContain('Football (soccer)');
    await user.click(screen.getByRole('option', { name: 'Football (soccer)' }));
    expect(field).toHaveValue('Football (soccer)');
  });

  it('says what an alias is saved as, and that an unknown sport is other and not ranked', async () => {
    const { user, field } = setup();
    await user.type(field, 'Track');
    expect(screen.getByText('Saved as Athletics')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Underwater Basket Weaving');
    expect(field).toHaveAccessibleDescription(OTHER_SPORT_HINT);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('asks which sport a word that names several means, the one meant where the person is first', async () => {
    const { user, field } = setup('US');
    await user.type(field, 'football');
    const question = screen.getByRole('group', { name: sportQuestion('football') });
    expect(field).toHaveAccessibleDescription(sportQuestion('football'));
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['American football', 'Football (soccer)', 'Canadian football']);
    expect(screen.queryByText(/^Saved as/)).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Football (soccer)' }));
    expect(field).toHaveValue('Football (soccer)');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('closes its list on Escape, keeping what was typed', async () => {
    const { user, field } = setup();
    await user.type(field, 'swim');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('swim');
  });
});
