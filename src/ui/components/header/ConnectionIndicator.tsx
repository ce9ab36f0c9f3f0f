import { Box } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { ConnectionStore } from '../../../application/connection/ConnectionStore';
import { offlineIndicatorText } from '../../../domain/connection/connectionTexts';
import { useHydrated } from '../../app/useHydrated';
import { useInjection } from '../../di/ContainerProvider';

/**
 * A thin line under the header while the browser has no network: 'Offline', with the changes waiting for the signal.
 * It blocks nothing (the app keeps working on what it has); prerendered pages are drawn online, so it comes once the
 * page is hydrated.
 */
export const ConnectionIndicator = observer(function ConnectionIndicator() {
  const connection = useInjection(ConnectionStore);
  const hydrated = useHydrated();
  if (!hydrated || connection.online) return null;
  return (
    <Box
      role="status"
      aria-label="Connection"
      sx={{
        bgcolor: 'grey.800',
        color: 'common.white',
        fontSize: '0.8125rem',
        fontWeight: 600,
        textAlign: 'center',
        py: 0.25,
        px: 1,
      }}
    >
      {offlineIndicatorText(connection.waiting)}
    </Box>
  );
});
