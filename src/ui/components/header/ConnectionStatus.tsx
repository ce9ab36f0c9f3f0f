import { Box } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { BackOnlineNotice } from '../../../application/connection/BackOnlineNotice';
import { ConnectionStore } from '../../../application/connection/ConnectionStore';
import { offlineIndicatorText } from '../../../domain/connection/connectionTexts';
import { useInjection } from '../../di/ContainerProvider';

/**
 * The connection in the shell, loaded ahead once the page is first touched (and at once when the network goes): a
 * thin line under the header while the browser has no network, 'Offline' with the changes waiting for the signal,
 * and the back-online toast once they are sent. It blocks nothing: the app keeps working on what it has.
 */
export const ConnectionStatus = observer(function ConnectionStatus() {
  const connection = useInjection(ConnectionStore);
  useInjection(BackOnlineNotice);
  if (connection.online) return null;
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
