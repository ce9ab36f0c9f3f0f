import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp } from '../../../domain/validation/otp';
import { OtpBoxes } from './OtpBoxes';

function Harness({ signal = 0 }: { signal?: number }) {
  const [digits, setDigits] = useState(emptyOtp());
  return <OtpBoxes digits={digits} onChange={setDigits} focusFirstSignal={signal} />;
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('OtpBoxes', () => {
  it('accepts digits only and advances to the next box', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(box(1), 'a4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('82');
    expect(box(2)).toHaveValue('8');
    expect(box(3)).toHaveValue('2');
    expect(box(4)).toHaveFocus();
  });

  it('moves back with backspace from an empty box', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(box(1), '12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('fills every box from a pasted code', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'Code: 482 913' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('482913');
  });

  it('fills every box when the phone fills the whole code into the first box at once', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '482913' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('482913');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(6)).toHaveFocus();
  });

  it('focuses the first box when asked', () => {
    const { rerender } = render(<Harness signal={0} />);
    box(4).focus();
    rerender(<Harness signal={1} />);
    expect(box(1)).toHaveFocus();
  });
});
