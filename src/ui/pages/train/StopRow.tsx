import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { StopView } from '../../../application/train/TrainTripStore';
import { orderByLabel, timeLeftLabel } from '../../../domain/train/orderability';
import { expectedClock, stopDayLabel } from './trainFormat';

/**
 * One stop: station and code, times (expected when late), halt, day,
 * distance; orderable with its countdown, or why not.
 */
export const StopRow = observer(function StopRow({
  view,
  delayMinutes,
  now,
  onOrder,
}: {
  view: StopView;
  delayMinutes: number;
  now: number;
  onOrder: () => void;
}) {
  const { stop, times, passed, skipped, orderability } = view;
  const late = delayMinutes > 0;
  const day = stopDayLabel((times.scheduledArrival ?? times.scheduledDeparture)!);
  return (
    <Box
      component="li"
      data-testid={`stop-${stop.code}`}
      aria-label={`${stop.name} (${stop.code})${skipped ? ', skipped today' : passed ? ', departed' : ''}`}
      sx={{
        listStyle: 'none',
        py: 1.5,
        px: { xs: 1.5, md: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        // Departed stops read quieter (a grey background, secondary text), still at a readable contrast.
        color: passed ? 'text.secondary' : 'text.primary',
        bgcolor: passed ? 'action.hover' : undefined,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1, md: 2 }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {stop.name}{' '}
            <Typography component="span" sx={{ fontWeight: 400, color: 'inherit' }}>
              ({stop.code})
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              `Arr ${stop.arrival ?? '—'}`,
              `Dep ${stop.departure ?? '—'}`,
              stop.haltMinutes > 0 ? `Halt ${stop.haltMinutes} min` : null,
              `Day ${stop.day + 1} · ${day}`,
              `${stop.distanceKm} km`,
              stop.platform ? `Platform ${stop.platform}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {/* The handover time with the delay (the departure where the train starts), as checkout says. */}
          {late && !passed && !skipped && (
            <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
              Expected {expectedClock(times)} ({delayMinutes} min late)
            </Typography>
          )}
        </Box>
        <Box sx={{ flexShrink: 0, textAlign: { md: 'right' } }}>
          {orderability.orderable ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
              <Box>
                <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>
                  {orderByLabel(orderability.orderBy)}
                </Typography>
                <Typography variant="body2" color="text.secondary" aria-live="off">
                  {timeLeftLabel(orderability.orderBy, now)}
                </Typography>
              </Box>
              <Button variant="contained" onClick={onOrder} aria-label={`Order here at ${stop.name}`}>
                Order here
              </Button>
            </Stack>
          ) : (
            <Chip
              size="small"
              variant="outlined"
              color={skipped ? 'warning' : 'default'}
              label={orderability.reason}
              sx={{
                color: skipped ? 'warning.dark' : 'text.secondary',
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
              }}
            />
          )}
        </Box>
      </Stack>
    </Box>
  );
});
