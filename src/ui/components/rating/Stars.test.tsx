import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarChoice } from './StarChoice';
import { StarScore } from './StarScore';

function Chooser({ onChange }: { onChange: (stars: number) => void }) {
  const [stars, setStars] = useState(0);
  return (
    <>
      <p id="rate-label">Rate this order</p>
      <StarChoice
        name="rate"
        labelledBy="rate-label"
        value={stars}
        onChange={(chosen) => {
          setStars(chosen);
          onChange(chosen);
        }}
      />
    </>
  );
}

describe('stars', () => {
  it('offers five named stars in a group named by its label; a tap, or the arrow keys, choose', async () => {
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Rate this order' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    ['1 Star', '2 Stars', '3 Stars', '4 Stars', '5 Stars'].forEach((name, index) =>
      expect(radios[index]).toHaveAccessibleName(name),
    );
    await userEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 Stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 Stars' })).toBeChecked();
  });

  it('shows given stars as one image that says how many', () => {
    render(<StarScore value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
  });
});
