import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/useT';

/** The Dineout tab: not built yet, and it says so, with a way back. */
export function DineoutPanel({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <RestaurantRounded color="secondary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h2">
          {t('browse.offers.dineout.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {t('browse.offers.dineout.text')}
        </Typography>
        <Button variant="contained" onClick={onBack}>
          {t('browse.offers.dineout.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
