import { Box, Divider, Stack, Typography } from '@mui/material';
import { TRACKING_MAP } from '../../../domain/tracking/trackingRoute';
import type { TrackingSummary } from '../../../domain/tracking/trackingSummary';
import { SectionCard } from '../../components/layout/SectionCard';
import { formatRupees } from '../../format/formatRupees';
import { useT } from '../../i18n/useT';

/** Order Details: the restaurant, each line as 'quantity x title' with price × quantity, and the total. */
export function TrackingOrderDetails({ summary }: { summary: TrackingSummary }) {
  const t = useT();
  return (
    <SectionCard title={t('tracking.details')} gap={1}>
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>{summary.restaurant}</Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {summary.items.map((item, index) => (
          <Box
            component="li"
            key={`${item.title}-${index}`}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography color="text.secondary">
              {item.quantity} x {item.title}
            </Typography>
            <Typography>{formatRupees(item.price * item.quantity)}</Typography>
          </Box>
        ))}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 800 }}>{t('tracking.total')}</Typography>
        <Typography sx={{ fontWeight: 800 }}>{formatRupees(summary.total)}</Typography>
      </Stack>
    </SectionCard>
  );
}

/**
 * A label with the dot of its map marker's colour (the text itself
 * stays dark: the marker colours are too light for text).
 */
function MarkerLabel({ color, children }: { color: string; children: string }) {
  return (
    <Typography variant="subtitle2" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
      />
      {children}
    </Typography>
  );
}

/** Delivery Address: Pickup (the restaurant) and Drop (where the order goes). */
export function TrackingAddresses({ summary }: { summary: TrackingSummary }) {
  const t = useT();
  return (
    <SectionCard title={t('tracking.address')}>
      <Stack spacing={1.5}>
        <Box>
          <MarkerLabel color={TRACKING_MAP.restaurantColor}>{t('tracking.pickup')}</MarkerLabel>
          <Typography color="text.secondary">{summary.restaurantAddress}</Typography>
        </Box>
        <Box>
          <MarkerLabel color={TRACKING_MAP.customerColor}>{t('tracking.drop')}</MarkerLabel>
          <Typography color="text.secondary">{summary.userAddress}</Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
