import LockOutlined from '@mui/icons-material/LockOutlined';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** What a signed-out visitor sees on a customer-only screen; signing in brings them back here. */
export function SignInPrompt({ title, message }: { title: string; message: string }) {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockOutlined color="primary" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button component={RouterLink} to="/login" state={{ from: pathname }} variant="contained" size="large">
          Sign In
        </Button>
      </Stack>
    </Container>
  );
}
