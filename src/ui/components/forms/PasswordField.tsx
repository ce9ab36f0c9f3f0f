import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useT } from '../../i18n/useT';

type Props = Omit<TextFieldProps, 'type'> & { visible: boolean; onToggleVisible: () => void };

/** A password input with the show/hide toggle. */
export function PasswordField({ visible, onToggleVisible, slotProps, ...props }: Props) {
  const t = useT();
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
                aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
                aria-pressed={visible}
                title={visible ? t('auth.password.hideTitle') : t('auth.password.showTitle')}
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
