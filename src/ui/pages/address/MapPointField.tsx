import MapOutlined from '@mui/icons-material/MapOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatCoordinate, type GeoPoint } from '../../../domain/geo/GeoPoint';
import { useT } from '../../i18n/useT';

/** The form's map point: its coordinates (6 decimals) and the button that opens the map picker. */
export function MapPointField({ point, onOpen }: { point: GeoPoint | null; onOpen: () => void }) {
  const t = useT();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p">
          {t('account.address.mapPoint')}
        </Typography>
        <Typography variant="body2" color={point ? 'text.primary' : 'text.secondary'} data-testid="map-point">
          {point
            ? t('account.address.latLng', {
                latitude: formatCoordinate(point.latitude),
                longitude: formatCoordinate(point.longitude),
              })
            : t('account.address.noPoint')}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<MapOutlined />} onClick={onOpen}>
        {point ? t('account.address.changeLocation') : t('account.address.selectOnMap')}
      </Button>
    </Stack>
  );
}
