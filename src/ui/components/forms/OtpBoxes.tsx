import { Box } from '@mui/material';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { arrivedDigits, OTP_LENGTH, pastedDigits } from '../../../domain/validation/otp';
import { useT } from '../../i18n/useT';

interface Props {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Changing this number moves focus to the first box. */
  focusFirstSignal: number;
  disabled?: boolean;
}

/**
 * Six one-digit boxes: digits only, typing advances, backspace moves back, pasting or the phone filling in the code
 * (offered to it by autocomplete="one-time-code" on the first box) fills all.
 */
export function OtpBoxes({ digits, onChange, focusFirstSignal, disabled }: Props) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    boxes.current[0]?.focus();
  }, [focusFirstSignal]);

  const setDigit = (index: number, digit: string) =>
    onChange(digits.map((current, i) => (i === index ? digit : current)));

  /** A whole code arriving at once fills every box, as a paste does (whichever box it arrived in). */
  const fillFrom = (text: string) => {
    const code = pastedDigits(text);
    onChange(Array.from({ length: OTP_LENGTH }, (_, i) => code[i] ?? ''));
    focusBox(code.length);
  };

  const handleInput = (index: number, raw: string) => {
    const arrived = arrivedDigits(digits[index] ?? '', raw);
    if (arrived.length > 1) {
      fillFrom(arrived);
      return;
    }
    setDigit(index, arrived);
    if (arrived && index < OTP_LENGTH - 1) focusBox(index + 1);
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
    const text = event.clipboardData.getData('text');
    if (pastedDigits(text).length === 0) return;
    event.preventDefault();
    fillFrom(text);
  };

  return (
    <Box
      role="group"
      aria-label={t('forms.otp.group')}
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
          aria-label={t('forms.otp.digit', { index: index + 1, count: OTP_LENGTH })}
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
