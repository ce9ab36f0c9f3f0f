import { Box, Paper, Stack, Typography } from '@mui/material';
import { BRAND } from '../../app/theme';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { Logo } from '../brand/Logo';
import { PageHeading } from './PageHeading';

/** Sign-in, sign-up and recovery pages: no app chrome, a brand panel and one focused card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'flex-end',
          p: 6,
          color: '#fff',
          background: BRAND.authGradient,
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: 0.18,
            backgroundImage: 'repeating-linear-gradient(90deg, #fff 0 2px, transparent 2px 48px)',
          }}
        />
        <Typography variant="h3" component="p" sx={{ position: 'relative', maxWidth: 420 }}>
          {t('shell.auth.pitch')}
        </Typography>
        <Typography sx={{ position: 'relative', mt: 2, opacity: 0.9, maxWidth: 420 }}>
          {t('shell.auth.pitchDetail')}
        </Typography>
      </Box>
      {/* The card hangs from the top rather than being centred: a centred card moved up as the rest of it was drawn (a
          layout shift on a slow phone), and on a phone the form starts where the thumb and the keyboard are. */}
      <Stack sx={{ alignItems: 'center', p: { xs: 2, sm: 4 }, pt: { xs: 3, sm: 6, md: '12vh' } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 5 } }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={t('header.home')}
            sx={{ display: 'inline-flex', textDecoration: 'none', mb: 3 }}
          >
            <Logo />
          </Box>
          <PageHeading title={title} subtitle={subtitle} />
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
      </Stack>
    </Box>
  );
}
