import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { LocationFinderStore } from '../../../application/maps/LocationFinderStore';
import { coordinatesText } from '../../../domain/geo/mapRules';
import { formatDateTime } from '../../format/formatDateTime';
import { useT } from '../../i18n/useT';
import { finderPlaceText } from './finderPlaceText';

/** The addresses saved on this page (page memory only), shown only when there are some. */
export const SavedFinderAddresses = observer(function SavedFinderAddresses({
  finder,
}: {
  finder: LocationFinderStore;
}) {
  const t = useT();
  if (finder.saved.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="saved-addresses-title" sx={{ p: 2 }}>
      <Typography id="saved-addresses-title" variant="h6" component="h2">
        {t('browse.finder.saved')}
      </Typography>
      <List>
        {finder.saved.map((entry) => {
          const point = { latitude: entry.coordinates.lat, longitude: entry.coordinates.lng };
          return (
            <ListItem key={entry.id} divider sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: 0 }}>
              <ListItemText
                primary={finderPlaceText(entry.address, entry.fallback, point)}
                secondary={
                  <>
                    {t('browse.finder.savedOn', { time: formatDateTime(entry.savedAt) })}
                    <br />
                    {coordinatesText(point)}
                  </>
                }
              />
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button variant="outlined" size="small" onClick={() => finder.load(entry)}>
                  {t('browse.finder.load')}
                </Button>
                <IconButton aria-label={t('browse.finder.delete')} onClick={() => finder.remove(entry.id)}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
});
