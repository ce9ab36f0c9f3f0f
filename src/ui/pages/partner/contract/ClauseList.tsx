import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import { Alert, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { currentLanguage, ENGLISH_CODE } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';

/**
 * The clauses of one contract tab. They are the agreement's legal text, signed in English: in another language a
 * one-line note in that language says so, and the list is marked English so a screen reader pronounces it right.
 */
export function ClauseList({ clauses }: { clauses: readonly string[] }) {
  const t = useT();
  const english = currentLanguage().code === ENGLISH_CODE;
  return (
    <>
      {!english && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('partner.contract.englishNote')}
        </Alert>
      )}
      <List dense lang="en-IN">
        {clauses.map((clause) => (
          <ListItem key={clause} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              <CheckCircleOutlineRounded color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={clause} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
