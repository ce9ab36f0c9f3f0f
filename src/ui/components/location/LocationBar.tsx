import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { Stack, Typography } from '@mui/material';
import { RetryAlert } from '../feedback/RetryAlert';
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
        <RetryAlert severity="warning" sx={{ flex: 1 }} onRetry={() => void location.retry()}>
          {location.failure}
        </RetryAlert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ minWidth: 0 }} data-testid="location-summary">
          <LocationOnOutlined color="primary" />
          <div>
            <Typography sx={{ fontWeight: 700 }}>
              {location.point ? `Near ${location.cityName ?? 'you'}` : 'Finding your location...'}
            </Typography>
            {/* The source's line is there before the source is known: the listing below does not move when it is. */}
            <Typography color="text.secondary" variant="body2" sx={{ minHeight: '1.43em' }}>
              {location.source && `(${SOURCE_TEXT[location.source]})`}
            </Typography>
          </div>
        </Stack>
      )}
      <DemoCitySelect />
    </Stack>
  );
});
