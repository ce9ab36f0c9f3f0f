import { Box, Button } from '@mui/material';
import { useT } from '../../i18n/useT';

/** Over the bottom of the page (above the phone's bottom bar), without moving the layout; stays until used. */
const NOTICE_SX = {
  position: 'fixed',
  left: '50%',
  bottom: { xs: 80, md: 24 },
  transform: 'translateX(-50%)',
  zIndex: 1250,
  width: 'max-content',
  maxWidth: 'calc(100% - 24px)',
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  py: 1,
  pl: 2,
  pr: 1,
  borderRadius: 2,
  boxShadow: 6,
  bgcolor: 'grey.900',
  color: 'common.white',
  typography: 'body2',
} as const;

/** The new version waits for the customer: nothing reloads until they press Reload. */
export function UpdateReadyNotice({ onReload }: { onReload: () => void }) {
  const t = useT();
  return (
    <Box role="status" sx={NOTICE_SX}>
      {t('shell.update.ready')}
      <Button variant="contained" size="small" onClick={onReload}>
        {t('shell.reload')}
      </Button>
    </Box>
  );
}
