import InstallMobileRounded from '@mui/icons-material/InstallMobileRounded';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';

/** The app-download promo. RailBite is a web app: GET Web APP explains how to add it to the home screen. */
export function AppDownloadPromo() {
  const [open, setOpen] = useState(false);
  return (
    <Paper
      component="section"
      aria-label="RailBite web app"
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
              RailBite on your home screen
            </Typography>
            <Typography sx={{ opacity: 0.85 }}>
              One tap to order, track your meal and see new offers, on any phone.
            </Typography>
          </div>
        </Stack>
        <Button variant="contained" color="secondary" size="large" onClick={() => setOpen(true)}>
          GET Web APP
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="web-app-title">
        <DialogTitle id="web-app-title">Add RailBite to your home screen</DialogTitle>
        <DialogContent>
          <Typography component="ol" sx={{ pl: 2, m: 0, '& li': { mb: 1 } }}>
            <li>Open this page in your phone&apos;s browser.</li>
            <li>Open the browser menu (⋮ or the share button).</li>
            <li>Choose &quot;Add to Home screen&quot; or &quot;Install app&quot;.</li>
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
