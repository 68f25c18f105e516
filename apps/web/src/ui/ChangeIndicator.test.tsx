// The change marker of spec 4: the signed difference, green for an improvement (a sprint time going down), red for a decline.
import { changeIndicator } from '@podium/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeIndicator } from './ChangeIndicator.tsx';

describe('ChangeIndicator', () => {
  it('shows a faster sprint as a green −0.22 sec, said as an improvement', () => {
    render(<ChangeIndicator change={changeIndicator(5.17, 4.95, 'sec')} amount="0.22 sec" />);
    const marker = screen.getByTitle('Improved by 0.22 sec');
    expect(marker).toHaveAttribute('data-colour', 'green');
    // What the eye reads: the time went down; no arrow pointing up for a smaller number.
    expect(screen.getByText('\u22120.22 sec')).toBeVisible();
    expect(screen.getByText('\u22120.22 sec')).toHaveAttribute('aria-hidden', 'true');
    // What a screen reader reads.
    expect(screen.getByText('Improved by 0.22 sec')).toHaveClass('visually-hidden');
    expect(marker.querySelector('svg')).toBeNull();
  });

  it('shows a slower sprint as a red +0.15 sec, said as a decline', () => {
    render(<ChangeIndicator change={changeIndicator(4.95, 5.1, 'sec')} amount="0.15 sec" />);
    const marker = screen.getByTitle('Declined by 0.15 sec');
    expect(marker).toHaveAttribute('data-colour', 'red');
    expect(marker).toHaveTextContent('+0.15 sec');
  });

  it('shows a heavier lift as a green +5 kg and a lighter one as a red −5 kg', () => {
    render(
      <>
        <ChangeIndicator change={changeIndicator(100, 105, 'kg')} amount="5 kg" />
        <ChangeIndicator change={changeIndicator(105, 100, 'kg')} amount="5 kg" />
      </>,
    );
    expect(screen.getByTitle('Improved by 5 kg')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByTitle('Improved by 5 kg')).toHaveTextContent('+5 kg');
    expect(screen.getByTitle('Declined by 5 kg')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByTitle('Declined by 5 kg')).toHaveTextContent('\u22125 kg');
  });

  it('says the word when the amount cannot be worked out', () => {
    render(<ChangeIndicator change={changeIndicator(100, 105, 'kg')} />);
    expect(screen.getByTitle('Improved')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByTitle('Improved')).toHaveTextContent(/^Improved$/);
  });

  it('shows nothing when the score did not change, or for a first result', () => {
    const { container } = render(
      <>
        <ChangeIndicator change={changeIndicator(4.95, 4.95, 'sec')} />
        <ChangeIndicator change={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
