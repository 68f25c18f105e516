// The registration's sports: a word that names several sports is not added as any of them; the field asks which.
import { sportQuestion } from '@podium/core/sports';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SportsInput } from './SportsInput.tsx';

function Sports() {
  const [sports, setSports] = useState<string[]>([]);
  return <SportsInput value={sports} onChange={setSports} region={null} />;
}

describe('SportsInput', () => {
  it('adds "football" only once the person picks which sport, never a guess', async () => {
    const user = userEvent.setup();
    render(<Sports />);
    await user.type(screen.getByRole('combobox', { name: /Your sports/ }), 'Football{Enter}');
    expect(screen.queryByRole('list', { name: 'Sports added' })).not.toBeInTheDocument();
    const question = screen.getByRole('group', { name: sportQuestion('Football') });
    await user.click(within(question).getByRole('button', { name: 'American football' }));
    const added = screen.getByRole('list', { name: 'Sports added' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['American football×']);
    expect(screen.getByRole('combobox', { name: /Your sports/ })).toHaveValue('');
  });
});
