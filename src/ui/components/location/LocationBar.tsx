import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { Stack, Typography } from '@mui/material';
import { RetryAlert } from '../feedback/RetryAlert';
import { observer } from 'mobx-react-lite';
import { type LocationSource, LocationStore } from '../../../application/location/LocationStore';
import { useInjection } from '../../di/ContainerProvider';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { DemoCitySelect } from './DemoCitySelect';

const SOURCE_TEXT: Record<LocationSource, MessageId> = {
  address: 'browse.location.source.address',
  choice: 'browse.location.source.choice',
  device: 'browse.location.source.device',
  ip: 'browse.location.source.ip',
};

/** Where listings are computed from, the demo's city switch, and 'Unable to determine location' with Try again. */
export const LocationBar = observer(function LocationBar() {
  const t = useT();
  const location = useInjection(LocationStore);
  const city = location.cityName;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 2 }}
    >
      {location.failure ? (
        <RetryAlert severity="warning" sx={{ flex: 1 }} onRetry={() => void location.retry()}>
          {t('browse.location.undetermined')}
        </RetryAlert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ minWidth: 0 }} data-testid="location-summary">
          <LocationOnOutlined color="primary" />
          <div>
            <Typography sx={{ fontWeight: 700 }}>
              {location.point
                ? city
                  ? t('browse.location.near', { city })
                  : t('browse.location.nearYou')
                : t('browse.location.finding')}
            </Typography>
            {/* The source's line is there before the source is known: the listing below does not move when it is. */}
            <Typography color="text.secondary" variant="body2" sx={{ minHeight: '1.43em' }}>
              {location.source && t(SOURCE_TEXT[location.source])}
            </Typography>
          </div>
        </Stack>
      )}
      <DemoCitySelect />
    </Stack>
  );
});
