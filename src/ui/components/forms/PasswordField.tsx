import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'type'> & { visible: boolean; onToggleVisible: () => void };

/** A password input with the show/hide toggle. */
export function PasswordField({ visible, onToggleVisible, slotProps, ...props }: Props) {
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide' : 'Show'}
                aria-pressed={visible}
                title={visible ? 'Hide password' : 'Show password'}
                onClick={onToggleVisible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
