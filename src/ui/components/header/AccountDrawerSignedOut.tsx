import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { LogoMark } from '../brand/Logo';

export function AccountDrawerSignedOut({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  return (
    <Stack spacing={3} sx={{ p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <LogoMark size={56} />
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          {t('drawer.welcome')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('drawer.pitch')}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/login" variant="contained" size="large" onClick={onNavigate}>
        {t('drawer.signIn')}
      </Button>
      <Button component={RouterLink} to="/signup" variant="outlined" size="large" onClick={onNavigate}>
        {t('drawer.createAccount')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('drawer.agreeBefore')}{' '}
        <Link component={RouterLink} to="/terms&conditions" onClick={onNavigate}>
          {t('drawer.terms')}
        </Link>{' '}
        {t('drawer.agreeAnd')}{' '}
        <Link component={RouterLink} to="/privacy-policy" onClick={onNavigate}>
          {t('drawer.privacy')}
        </Link>
        {t('drawer.agreeAfter')}
      </Typography>
    </Stack>
  );
}
