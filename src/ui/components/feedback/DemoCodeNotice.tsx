import { Alert, Box } from '@mui/material';
import type { DemoMessage } from '../../../infrastructure/ports/DemoBackend';
import { messageWith } from '../../i18n/messageWith';
import { useT } from '../../i18n/useT';

/** Demo mode sends no e-mail, so the code it "sent" is shown here, clearly labelled. */
export function DemoCodeNotice({ message }: { message: DemoMessage | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert severity="info" variant="outlined" role="status" aria-label={t('auth.demo.label')}>
      <strong>{t('auth.demo.mode')}</strong>{' '}
      {messageWith(
        t,
        'auth.demo.text',
        'code',
        <Box component="span" data-testid="demo-otp" sx={{ fontWeight: 800, letterSpacing: 2 }}>
          {message.code}
        </Box>,
      )}
    </Alert>
  );
}
