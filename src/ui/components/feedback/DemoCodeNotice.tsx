import { Alert, Box } from '@mui/material';
import type { DemoMessage } from '../../../infrastructure/ports/DemoBackend';

/** Demo mode sends no e-mail, so the code it "sent" is shown here, clearly labelled. */
export function DemoCodeNotice({ message }: { message: DemoMessage | null }) {
  if (!message) return null;
  return (
    <Alert severity="info" variant="outlined" role="status" aria-label="Demo e-mail">
      <strong>Demo mode:</strong> no e-mail is sent. Your one-time code is{' '}
      <Box component="span" data-testid="demo-otp" sx={{ fontWeight: 800, letterSpacing: 2 }}>
        {message.code}
      </Box>
    </Alert>
  );
}
