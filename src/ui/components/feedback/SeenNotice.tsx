import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert, type SxProps, type Theme } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { SeenReadsStore } from '../../../application/offline/SeenReadsStore';
import { useInjection } from '../../di/ContainerProvider';

/**
 * On a screen that reads what the customer has seen (menus, the journey, orders, addresses, the profile): while the
 * network is missing and the screen shows saved answers, says so and since when ('Offline · showing what you saw at
 * 14:05'). Nothing when the answers are live.
 */
export const SeenNotice = observer(function SeenNotice({ sx }: { sx?: SxProps<Theme> }) {
  const notice = useInjection(SeenReadsStore).notice;
  if (notice === null) return null;
  return (
    <Alert severity="info" icon={<CloudOffOutlined fontSize="inherit" />} role="status" sx={sx}>
      {notice}
    </Alert>
  );
});
