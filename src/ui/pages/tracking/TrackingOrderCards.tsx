import { Box, Divider, Stack, Typography } from '@mui/material';
import { TRACKING_MAP } from '../../../domain/tracking/trackingRoute';
import type { TrackingSummary } from '../../../domain/tracking/trackingSummary';
import { SectionCard } from '../../components/layout/SectionCard';
import { formatRupees } from '../../format/formatRupees';

/** Order Details: the restaurant, each line as 'quantity x title' with price × quantity, and the total. */
export function TrackingOrderDetails({ summary }: { summary: TrackingSummary }) {
  return (
    <SectionCard title="Order Details" gap={1}>
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>{summary.restaurant}</Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {summary.items.map((item, index) => (
          <Box component="li" key={`${item.title}-${index}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography color="text.secondary">
              {item.quantity} x {item.title}
            </Typography>
            <Typography>{formatRupees(item.price * item.quantity)}</Typography>
          </Box>
        ))}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 800 }}>Total</Typography>
        <Typography sx={{ fontWeight: 800 }}>{formatRupees(summary.total)}</Typography>
      </Stack>
    </SectionCard>
  );
}

/** Delivery Address: Pickup (the restaurant) and Drop (where the order goes). */
export function TrackingAddresses({ summary }: { summary: TrackingSummary }) {
  return (
    <SectionCard title="Delivery Address">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="subtitle2" sx={{ color: TRACKING_MAP.restaurantColor }}>
            Pickup
          </Typography>
          <Typography color="text.secondary">{summary.restaurantAddress}</Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" sx={{ color: TRACKING_MAP.customerColor }}>
            Drop
          </Typography>
          <Typography color="text.secondary">{summary.userAddress}</Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
