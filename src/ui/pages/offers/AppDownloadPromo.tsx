import InstallMobileRounded from '@mui/icons-material/InstallMobileRounded';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../i18n/useT';

/** The app-download promo. RailBite is a web app: GET Web APP explains how to add it to the home screen. */
export function AppDownloadPromo() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      component="section"
      aria-label={t('browse.offers.app.label')}
      sx={{ p: { xs: 3, md: 4 }, bgcolor: '#1F1B18', color: '#F4EFEA' }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <InstallMobileRounded sx={{ fontSize: 48, color: 'secondary.main' }} />
          <div>
            <Typography variant="h5" component="h2">
              {t('browse.offers.app.title')}
            </Typography>
            <Typography sx={{ opacity: 0.85 }}>{t('browse.offers.app.text')}</Typography>
          </div>
        </Stack>
        <Button variant="contained" color="secondary" size="large" onClick={() => setOpen(true)}>
          {t('browse.offers.app.get')}
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="web-app-title">
        <DialogTitle id="web-app-title">{t('browse.offers.app.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Typography component="ol" sx={{ pl: 2, m: 0, '& li': { mb: 1 } }}>
            <li>{t('browse.offers.app.step1')}</li>
            <li>{t('browse.offers.app.step2')}</li>
            <li>{t('browse.offers.app.step3')}</li>
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('browse.offers.app.gotIt')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
