import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Stack, Typography } from '@mui/material';
import { TRACKING_MAP } from '../../../domain/tracking/trackingRoute';
import type { TimelineEntry, TrackingStatus } from '../../../domain/tracking/trackingSimulation';
import { SectionCard } from '../../components/layout/SectionCard';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

/** Each step's title, line and (for the spec's sample) time, in the customer's language. */
const STEP_MESSAGES: Record<TrackingStatus, { title: MessageId; text: MessageId; time: MessageId }> = {
  confirmed: {
    title: 'tracking.step.confirmed',
    text: 'tracking.step.confirmed.text',
    time: 'tracking.step.confirmed.time',
  },
  picked_up: {
    title: 'tracking.step.picked_up',
    text: 'tracking.step.picked_up.text',
    time: 'tracking.step.picked_up.time',
  },
  nearby: { title: 'tracking.step.nearby', text: 'tracking.step.nearby.text', time: 'tracking.step.nearby.time' },
  delivered: {
    title: 'tracking.step.delivered',
    text: 'tracking.step.delivered.text',
    time: 'tracking.step.delivered.time',
  },
};

/** Order Status: every step up to the current one is done (green), with the spec's fixed times. */
export function TrackingTimeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT();
  return (
    <SectionCard title={t('tracking.timeline')} gap={2}>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.status} sx={{ display: 'flex', gap: 1.5 }}>
            {entry.done ? (
              <CheckCircle sx={{ color: TRACKING_MAP.customerColor }} titleAccess={t('tracking.done')} />
            ) : (
              <RadioButtonUnchecked color="disabled" titleAccess={t('tracking.notYet')} />
            )}
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 700, color: entry.done ? 'text.primary' : 'text.secondary' }}>
                {t(STEP_MESSAGES[entry.status].title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(STEP_MESSAGES[entry.status].text)}
              </Typography>
            </Box>
            {entry.sampleTime && (
              <Typography variant="caption" color="text.secondary">
                {t(STEP_MESSAGES[entry.status].time)}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
