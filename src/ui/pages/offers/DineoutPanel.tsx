import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import { Button, Paper, Stack, Typography } from '@mui/material';

/** The Dineout tab: not built yet, and it says so, with a way back. */
export function DineoutPanel({ onBack }: { onBack: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <RestaurantRounded color="secondary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h2">
          Dineout Section
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          Table bookings are coming soon. Meanwhile, order from restaurants near you.
        </Typography>
        <Button variant="contained" onClick={onBack}>
          Back to Order Online
        </Button>
      </Stack>
    </Paper>
  );
}
