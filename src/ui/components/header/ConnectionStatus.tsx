import { Box } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { BackOnlineNotice } from '../../../application/connection/BackOnlineNotice';
import { ConnectionStore } from '../../../application/connection/ConnectionStore';
import { useHydrated } from '../../app/useHydrated';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';

/**
 * The connection in the shell: a thin line under the header while the browser has no network, 'Offline' with the
 * changes waiting for the signal, and the back-online toast once they are sent. It blocks nothing: the app keeps
 * working on what it has. It is part of the start-up bundle, not a part loaded on demand: a download cannot be counted
 * on once the network has gone. Prerendered pages are drawn online, so the line comes once the page is hydrated.
 */
export const ConnectionStatus = observer(function ConnectionStatus() {
  const connection = useInjection(ConnectionStore);
  useInjection(BackOnlineNotice);
  const hydrated = useHydrated();
  const t = useT();
  if (!hydrated || connection.online) return null;
  return (
    <Box
      role="status"
      aria-label={t('connection.label')}
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
      {t('connection.offline', { count: connection.waiting })}
    </Box>
  );
});
