import { Alert, Box } from '@mui/material';
import type { MessageId } from '../../i18n/i18n';
import { messageWith } from '../../i18n/messageWith';
import { useT } from '../../i18n/useT';

/** The notice's words: its accessible name, its lead-in and the message the code is set in (`{code}`). */
export interface DemoCodeWords {
  label: MessageId;
  mode: MessageId;
  text: MessageId;
}

const SIGN_IN_CODE: DemoCodeWords = { label: 'auth.demo.label', mode: 'auth.demo.mode', text: 'auth.demo.text' };

/**
 * Demo mode sends no e-mail or SMS, so the code it "sent" is shown here, clearly labelled (a sign-in or reset code
 * unless other words are given); nothing without a code.
 */
export function DemoCodeNotice({
  code,
  words = SIGN_IN_CODE,
  testId = 'demo-otp',
}: {
  code: string | null | undefined;
  words?: DemoCodeWords;
  testId?: string;
}) {
  const t = useT();
  if (!code) return null;
  return (
    <Alert severity="info" variant="outlined" role="status" aria-label={t(words.label)}>
      <strong>{t(words.mode)}</strong>{' '}
      {messageWith(
        t,
        words.text,
        'code',
        <Box component="span" data-testid={testId} sx={{ fontWeight: 800, letterSpacing: 2 }}>
          {code}
        </Box>,
      )}
    </Alert>
  );
}
