import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { visuallyHiddenStyle } from '../a11y/visuallyHiddenStyle';
import { PASSWORD_RULES, type PasswordRuleId } from '../../../domain/validation/password';

/** The live list of password requirements; each turns green once met. */
export function PasswordChecklist({ results }: { results: Record<PasswordRuleId, boolean> }) {
  return (
    <List dense sx={{ py: 0 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = results[rule.id];
        return (
          <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 30, color: met ? 'success.main' : 'text.disabled' }}>
              {met ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
            </ListItemIcon>
            <ListItemText
              primary={rule.label}
              secondary={met ? 'met' : 'not met yet'}
              slotProps={{
                primary: { variant: 'body2', color: met ? 'success.main' : 'text.secondary' },
                secondary: { sx: visuallyHiddenStyle },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
