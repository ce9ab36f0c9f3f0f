import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { visuallyHiddenStyle } from '../a11y/visuallyHiddenStyle';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordRuleId,
} from '../../../domain/validation/password';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

/** Each password rule's wording (the rule itself lives in the domain). */
const RULE_TEXT: Record<PasswordRuleId, MessageId> = {
  length: 'auth.rule.length',
  uppercase: 'auth.rule.uppercase',
  lowercase: 'auth.rule.lowercase',
  digit: 'auth.rule.digit',
  special: 'auth.rule.special',
};
const RULE_VALUES = { count: PASSWORD_MIN_LENGTH, characters: PASSWORD_SPECIAL_CHARACTERS };

/** The live list of password requirements; each turns green once met. */
export function PasswordChecklist({ results }: { results: Record<PasswordRuleId, boolean> }) {
  const t = useT();
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
              primary={t(RULE_TEXT[rule.id], RULE_VALUES)}
              secondary={met ? t('auth.rule.met') : t('auth.rule.notMet')}
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
