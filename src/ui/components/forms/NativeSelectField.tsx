import {
  FormControl,
  FormHelperText,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type ChangeEvent, type ReactNode, useId } from 'react';

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>` elements. */
  children: ReactNode;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A small outlined select that opens the phone's own picker (a native `<select>`), looking like
 * `<TextField select size="small">`. Built from TextField's parts: TextField itself would bring MUI's menu,
 * popover and modal code with it, which the home page does not otherwise need.
 */
export function NativeSelectField({ label, value, onChange, children, helperText, sx }: NativeSelectFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel shrink htmlFor={id}>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput notched label={label} />}
        inputProps={{ id, 'aria-describedby': helperText ? helperId : undefined }}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
