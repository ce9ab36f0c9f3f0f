import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type LocationSource, LocationStore } from '../../../application/location/LocationStore';
import { useInjection } from '../../di/ContainerProvider';
import { DemoCitySelect } from './DemoCitySelect';

const SOURCE_TEXT: Record<LocationSource, string> = {
  address: 'your delivery address',
  choice: 'chosen city',
  device: 'your device location',
  ip: 'approximate location from your network',
};

/** Where listings are computed from, the demo's city switch, and 'Unable to determine location' with Try again. */
export const LocationBar = observer(function LocationBar() {
  const location = useInjection(LocationStore);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 2 }}
    >
      {location.failure ? (
        <Alert
          severity="warning"
          sx={{ flex: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void location.retry()}>
              Try again
            </Button>
          }
        >
          {location.failure}
        </Alert>
      ) : (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}
          data-testid="location-summary"
        >
          <LocationOnOutlined color="primary" />
          <Typography sx={{ fontWeight: 700 }}>
            {location.point ? `Near ${location.cityName ?? 'you'}` : 'Finding your location...'}
          </Typography>
          {location.source && (
            <Typography color="text.secondary" variant="body2">
              ({SOURCE_TEXT[location.source]})
            </Typography>
          )}
        </Stack>
      )}
      <DemoCitySelect />
    </Stack>
  );
});
