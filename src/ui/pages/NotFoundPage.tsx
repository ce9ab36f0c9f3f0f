import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/useT';

export function NotFoundPage() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h3" component="h1">
          {t('shell.notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('shell.notFound.text')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('shell.notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
