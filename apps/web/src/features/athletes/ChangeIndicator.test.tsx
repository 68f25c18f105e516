// The change marker of spec 4: green up for an improvement (a sprint time going down), red down for a decline.
import { changeIndicator } from '@podium/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeIndicator } from './ChangeIndicator.tsx';

describe('ChangeIndicator', () => {
  it('marks a faster sprint time as a green improvement pointing up', () => {
    render(<ChangeIndicator change={changeIndicator(5.1, 4.95, 'sec')} amount="0.15 sec" />);
    const marker = screen.getByTitle('Improved by 0.15 sec');
    expect(marker).toHaveClass('change--green');
    expect(marker).toHaveAttribute('data-direction', 'up');
    expect(marker).toHaveTextContent('Improved by 0.15 sec');
  });

  it('marks a slower sprint time as a red decline pointing down', () => {
    render(<ChangeIndicator change={changeIndicator(4.95, 5.1, 'sec')} amount="0.15 sec" />);
    const marker = screen.getByTitle('Declined by 0.15 sec');
    expect(marker).toHaveClass('change--red');
    expect(marker).toHaveAttribute('data-direction', 'down');
  });

  it('marks a heavier lift as green', () => {
    render(<ChangeIndicator change={changeIndicator(100, 105, 'kg')} />);
    expect(screen.getByTitle('Improved')).toHaveClass('change--green');
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
