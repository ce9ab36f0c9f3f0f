import LockOutlined from '@mui/icons-material/LockOutlined';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/useT';

/**
 * What a signed-out visitor sees on a customer-only screen; signing in brings them back here. With a `title` it is the
 * whole screen; without, it goes under the page's own heading, in place of the customer's content.
 */
export function SignInPrompt({ title, message }: { title?: string; message: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const prompt = (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: title ? 0 : 4 }}>
      <LockOutlined color="primary" sx={{ fontSize: title ? 56 : 40 }} />
      {title && (
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
      )}
      <Typography color="text.secondary">{message}</Typography>
      <Button component={RouterLink} to="/login" state={{ from: pathname }} variant="contained" size="large">
        {t('drawer.signIn')}
      </Button>
    </Stack>
  );
  return title ? (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      {prompt}
    </Container>
  ) : (
    prompt
  );
}
