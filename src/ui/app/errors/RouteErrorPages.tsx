import { Box, Typography } from '@mui/material';
import { Logo } from '../../components/brand/Logo';
import { useT } from '../../i18n/useT';
import { ErrorPanel } from './ErrorPanel';
import { useRouteError } from './RouteErrorBoundary';

/** A screen failed (render error, or its code could not be loaded): shown inside the layout, header and footer stay. */
export function ScreenErrorPage() {
  return <ErrorPanel error={useRouteError()} />;
}

/**
 * The layout itself failed (the last resort): a plain header and footer that depend on nothing that could have
 * broken, around the same message.
 */
export function RootErrorPage() {
  const t = useT();
  const error = useRouteError();
  return (
    <>
      <Box component="header" sx={{ px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {/* A full page load: the app's router is what failed. */}
        <Box
          component="a"
          href="/"
          aria-label={t('header.home')}
          sx={{ display: 'inline-block', textDecoration: 'none' }}
        >
          <Logo />
        </Box>
      </Box>
      <Box component="main" id="main" sx={{ minHeight: '60vh' }}>
        <ErrorPanel error={error} />
      </Box>
      <Box component="footer" sx={{ px: 3, py: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('shell.rootError.tagline')}
        </Typography>
      </Box>
    </>
  );
}
