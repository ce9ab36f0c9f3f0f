import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Box } from '@mui/material';
import { darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { observer } from 'mobx-react-lite';
import { SeenReadsStore } from '../../../application/offline/SeenReadsStore';
import { useInjection } from '../../di/ContainerProvider';

/**
 * On a screen that reads what the customer has seen (the home list, menus, the journey, orders, addresses, the
 * profile): while the network is missing and the screen shows saved answers, says so and since when ('Offline ·
 * showing what you saw at 14:05'). Nothing while the answers are live. Drawn as MUI's info Alert from boxes, as
 * RetryAlert is: the home page shows it, and the Alert component would add to its download.
 */
export const SeenNotice = observer(function SeenNotice({ sx }: { sx?: SxProps<Theme> }) {
  const notice = useInjection(SeenReadsStore).notice;
  if (notice === null) return null;
  return (
    <Box
      role="status"
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          alignItems: 'center',
          padding: '6px 16px',
          borderRadius: '16px',
          color: darken(theme.palette.info.light, 0.6),
          backgroundColor: lighten(theme.palette.info.light, 0.9),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9, color: 'info.main' }}>
        <CloudOffOutlined fontSize="inherit" />
      </Box>
      <Box sx={{ py: '8px', minWidth: 0 }}>{notice}</Box>
    </Box>
  );
});
