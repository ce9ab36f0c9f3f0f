import { Box } from '@mui/material';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { lastDigit, OTP_LENGTH, pastedDigits } from '../../../domain/validation/otp';

interface Props {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Changing this number moves focus to the first box. */
  focusFirstSignal: number;
  disabled?: boolean;
}

/** Six one-digit boxes: digits only, typing advances, backspace moves back, pasting fills all. */
export function OtpBoxes({ digits, onChange, focusFirstSignal, disabled }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    boxes.current[0]?.focus();
  }, [focusFirstSignal]);

  const setDigit = (index: number, digit: string) =>
    onChange(digits.map((current, i) => (i === index ? digit : current)));

  const handleInput = (index: number, raw: string) => {
    const digit = lastDigit(raw);
    setDigit(index, digit);
    if (digit && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastedDigits(event.clipboardData.getData('text'));
    if (pasted.length === 0) return;
    event.preventDefault();
    onChange(Array.from({ length: OTP_LENGTH }, (_, i) => pasted[i] ?? ''));
    focusBox(pasted.length);
  };

  return (
    <Box
      role="group"
      aria-label="One-time password"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${OTP_LENGTH}, 1fr)`, gap: 1 }}
    >
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => handleInput(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.target.select()}
          sx={{
            width: '100%',
            aspectRatio: '1 / 1.15',
            textAlign: 'center',
            fontSize: 24,
            fontWeight: 800,
            border: 2,
            borderColor: digit ? 'primary.main' : 'divider',
            borderRadius: 2,
            outline: 'none',
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:focus': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(226,64,43,0.2)' },
          }}
        />
      ))}
    </Box>
  );
}
