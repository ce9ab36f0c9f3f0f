import { Box, Chip } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { TrackOrderStore } from '../../../application/tracking/TrackOrderStore';
import { midpoint, TRACKING_MAP } from '../../../domain/tracking/trackingRoute';
import type { TrackingSummary } from '../../../domain/tracking/trackingSummary';
import type { MapMarker } from '../../../infrastructure/ports/MapRenderer';
import { MapSurface } from '../../components/maps/MapSurface';
import { orderStatusText } from '../../i18n/orderStatusText';
import { useT } from '../../i18n/useT';

const VEHICLE_COLOR = '#1F2937';

/** The route map: restaurant (red), customer (green), the vehicle moving along the dashed green route, and the ETA. */
export const TrackingMap = observer(function TrackingMap({
  store,
  summary,
}: {
  store: TrackOrderStore;
  summary: TrackingSummary;
}) {
  const t = useT();
  const restaurant = summary.route[0]!;
  const customer = summary.route.at(-1)!;
  const markers: MapMarker[] = [
    {
      id: 'restaurant',
      position: restaurant,
      color: TRACKING_MAP.restaurantColor,
      label: t('tracking.restaurant'),
      popup: [summary.restaurant, summary.restaurantAddress],
    },
    {
      id: 'customer',
      position: customer,
      color: TRACKING_MAP.customerColor,
      label: t('tracking.yourLocation'),
      popup: [t('tracking.yourLocation'), summary.userAddress],
    },
  ];
  if (store.vehicle)
    markers.push({
      id: 'vehicle',
      position: store.vehicle,
      color: VEHICLE_COLOR,
      label: t('tracking.vehicle'),
      icon: 'vehicle',
      popup: [t('tracking.vehicle'), t('tracking.onTheWay')],
    });
  // An order that will not come says how it ended where the ETA was.
  const chipLabel = store.closed
    ? orderStatusText(store.orderStatus)
    : store.delivered
      ? t('tracking.delivered')
      : t('tracking.eta', { minutes: store.etaMinutes });
  return (
    <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <MapSurface
        center={midpoint(restaurant, customer)}
        zoom={TRACKING_MAP.zoom}
        height={TRACKING_MAP.height}
        zoomControl={false}
        label={t('tracking.mapLabel')}
        markers={markers}
        routes={[
          {
            points: summary.route,
            color: TRACKING_MAP.routeColor,
            weight: TRACKING_MAP.routeWeight,
            opacity: TRACKING_MAP.routeOpacity,
            dashed: true,
          },
        ]}
      />
      <Chip
        label={chipLabel}
        color={store.delivered ? 'success' : store.closed ? 'error' : 'default'}
        aria-live="polite"
        sx={{
          position: 'absolute',
          top: 12,
          left: 12,
          zIndex: 1000,
          fontWeight: 800,
          bgcolor: store.delivered || store.closed ? undefined : 'background.paper',
          boxShadow: 2,
        }}
      />
    </Box>
  );
});
