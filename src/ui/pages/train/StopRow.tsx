import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { StopView } from '../../../application/train/TrainTripStore';
import { useT } from '../../i18n/useT';
import { expectedClock, orderByText, stopDayLabel, stopRuleText, timeLeftText } from './trainFormat';

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
  const t = useT();
  const { stop, times, passed, skipped, orderability } = view;
  const names = { station: stop.name, code: stop.code };
  const late = delayMinutes > 0;
  const day = stopDayLabel((times.scheduledArrival ?? times.scheduledDeparture)!);
  return (
    <Box
      component="li"
      data-testid={`stop-${stop.code}`}
      aria-label={
        skipped
          ? t('train.stopSkipped', names)
          : passed
            ? t('train.stopDeparted', names)
            : `${stop.name} (${stop.code})`
      }
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
              t('train.arr', { time: stop.arrival ?? '—' }),
              t('train.dep', { time: stop.departure ?? '—' }),
              stop.haltMinutes > 0 ? t('train.halt', { minutes: stop.haltMinutes }) : null,
              t('train.day', { day: stop.day + 1, date: day }),
              t('train.km', { km: stop.distanceKm }),
              stop.platform ? t('train.platform', { platform: stop.platform }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {/* The handover time with the delay (the departure where the train starts), as checkout says. */}
          {late && !passed && !skipped && (
            <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
              {t('train.expectedLate', { time: expectedClock(times), minutes: delayMinutes })}
            </Typography>
          )}
        </Box>
        <Box sx={{ flexShrink: 0, textAlign: { md: 'right' } }}>
          {orderability.orderable ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
              <Box>
                <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>
                  {orderByText(orderability.orderBy)}
                </Typography>
                <Typography variant="body2" color="text.secondary" aria-live="off">
                  {timeLeftText(orderability.orderBy, now)}
                </Typography>
              </Box>
              <Button variant="contained" onClick={onOrder} aria-label={t('train.orderHereAt', { station: stop.name })}>
                {t('train.orderHere')}
              </Button>
            </Stack>
          ) : (
            <Chip
              size="small"
              variant="outlined"
              color={skipped ? 'warning' : 'default'}
              label={stopRuleText(orderability)}
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
