import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';

/** The clauses of one contract tab. */
export function ClauseList({ clauses }: { clauses: readonly string[] }) {
  return (
    <List dense>
      {clauses.map((clause) => (
        <ListItem key={clause} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
            <CheckCircleOutlineRounded color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={clause} />
        </ListItem>
      ))}
    </List>
  );
}
