import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from '../brand/Logo';

export function AccountDrawerSignedOut({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack spacing={3} sx={{ p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <LogoMark size={56} />
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          Welcome to RailBite
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Sign in to order meals to your seat or your door, track orders and save delivery addresses.
        </Typography>
      </Box>
      <Button component={RouterLink} to="/login" variant="contained" size="large" onClick={onNavigate}>
        Sign In
      </Button>
      <Button component={RouterLink} to="/signup" variant="outlined" size="large" onClick={onNavigate}>
        Create Account
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        By continuing you agree to our{' '}
        <Link component={RouterLink} to="/terms&conditions" onClick={onNavigate}>
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to="/privacy-policy" onClick={onNavigate}>
          Privacy Policy
        </Link>
        .
      </Typography>
    </Stack>
  );
}
