import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { LocationFinderStore } from '../../../application/maps/LocationFinderStore';
import { coordinatesText } from '../../../domain/geo/mapRules';
import { useT } from '../../i18n/useT';
import { finderPlaceText } from './finderPlaceText';

/** The address of the chosen location (or 'Custom location') and its coordinates to 6 decimals. */
export const SelectedLocationPanel = observer(function SelectedLocationPanel({
  finder,
}: {
  finder: LocationFinderStore;
}) {
  const t = useT();
  if (!finder.location) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="selected-location-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <PlaceOutlined sx={{ color: '#EF4444' }} />
        <Typography id="selected-location-title" variant="h6" component="h2">
          {t('browse.finder.selected')}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{finderPlaceText(finder.text, finder.fallback, finder.location)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.address.coordinates', { coordinates: coordinatesText(finder.location) })}
      </Typography>
    </Paper>
  );
});
