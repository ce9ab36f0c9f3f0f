import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

/**
 * A 10-digit Indian mobile number input (+91 shown, digits only). No maxLength: the form's rule blocks an 11th
 * digit, and a pasted '+91 98765 43210' must reach that rule whole to lose its prefix.
 */
export function PhoneField({ slotProps, ...props }: TextFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete="tel-national"
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', ...(slotProps?.htmlInput as object) },
        input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
      }}
    />
  );
}
