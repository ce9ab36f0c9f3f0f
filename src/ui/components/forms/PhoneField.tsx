import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

/** A 10-digit Indian mobile number input (+91 shown, digits only). */
export function PhoneField({ slotProps, ...props }: TextFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete="tel-national"
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 10, ...(slotProps?.htmlInput as object) },
        input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
      }}
    />
  );
}
