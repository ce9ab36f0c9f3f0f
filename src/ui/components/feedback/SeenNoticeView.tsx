import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Box } from '@mui/material';
import { darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { useT } from '../../i18n/useT';
import { seenNoticeText } from './seenNoticeText';

/**
 * 'Offline · showing what you saw at 14:05': drawn as MUI's info Alert from boxes, as RetryAlert is (the home page
 * shows it, and the Alert component would add to its download).
 */
export function SeenNoticeView({ seenAt, sx }: { seenAt: number; sx?: SxProps<Theme> }) {
  useT();
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
      <Box sx={{ py: '8px', minWidth: 0 }}>{seenNoticeText(seenAt)}</Box>
    </Box>
  );
}
