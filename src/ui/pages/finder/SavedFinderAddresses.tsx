import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { LocationFinderStore } from '../../../application/maps/LocationFinderStore';
import { coordinatesText } from '../../../domain/geo/mapRules';

/** The addresses saved on this page (page memory only), shown only when there are some. */
export const SavedFinderAddresses = observer(function SavedFinderAddresses({
  finder,
}: {
  finder: LocationFinderStore;
}) {
  if (finder.saved.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="saved-addresses-title" sx={{ p: 2 }}>
      <Typography id="saved-addresses-title" variant="h6" component="h2">
        Saved Addresses
      </Typography>
      <List>
        {finder.saved.map((entry) => (
          <ListItem key={entry.id} divider sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: 0 }}>
            <ListItemText
              primary={entry.address}
              secondary={
                <>
                  Saved on {entry.timestamp}
                  <br />
                  {coordinatesText({ latitude: entry.coordinates.lat, longitude: entry.coordinates.lng })}
                </>
              }
            />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button variant="outlined" size="small" onClick={() => finder.load(entry)}>
                Load
              </Button>
              <IconButton aria-label="Delete" onClick={() => finder.remove(entry.id)}>
                <DeleteOutlined />
              </IconButton>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
});
