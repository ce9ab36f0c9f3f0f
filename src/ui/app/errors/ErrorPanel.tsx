import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Container, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { PlainButton } from '../../components/controls/PlainButton';
import { Spinner } from '../../components/controls/Spinner';
import { isChunkLoadError, pageControls, reloadOnceForNewVersion } from './chunkReload';
import { useT } from '../../i18n/useT';
import { APP_ERROR_MESSAGES as TEXT } from './errorTexts';

/**
 * What a failed screen shows: what happened, Reload and Home. A screen whose code could not be loaded reloads the
 * page once by itself (a new version was deployed), and shows the message if that did not help; offline, it says so
 * and reloads once the connection is back.
 */
export function ErrorPanel({ error }: { error: unknown }) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  // Offline, a reload would leave the app for the browser's own error page: wait for the connection instead.
  const offline = chunk && !navigator.onLine;
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    console.error(chunk ? 'A part of the app could not be loaded' : 'A screen failed to render', error);
    if (!chunk) return;
    if (!offline) {
      setReloading(reloadOnceForNewVersion());
      return;
    }
    const backOnline = () => pageControls.reload();
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, [chunk, offline, error]);

  if (reloading) {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 10 }}>
        <Spinner size={24} />
        <Typography>{t(TEXT.reloading)}</Typography>
      </Stack>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 64 }} />
        <Typography variant="h4" component="h1">
          {t(offline ? TEXT.offlineTitle : TEXT.title)}
        </Typography>
        <Typography color="text.secondary">
          {t(offline ? TEXT.offline : chunk ? TEXT.chunkFailed : TEXT.renderFailed)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <PlainButton variant="contained" onClick={() => pageControls.reload()}>
            {t(TEXT.reload)}
          </PlainButton>
          {/* A full page load: the failed screen's state is not carried along. */}
          <PlainButton variant="outlined" href="/">
            {t(TEXT.home)}
          </PlainButton>
        </Box>
      </Stack>
    </Container>
  );
}
