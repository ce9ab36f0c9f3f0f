import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Stack, Typography } from '@mui/material';
import { TRACKING_MAP } from '../../../domain/tracking/trackingRoute';
import type { TimelineEntry } from '../../../domain/tracking/trackingSimulation';
import { SectionCard } from '../../components/layout/SectionCard';

/** Order Status: every step up to the current one is done (green), with the spec's fixed times. */
export function TrackingTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <SectionCard title="Order Status" gap={2}>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.status} sx={{ display: 'flex', gap: 1.5 }}>
            {entry.done ? (
              <CheckCircle sx={{ color: TRACKING_MAP.customerColor }} titleAccess="Done" />
            ) : (
              <RadioButtonUnchecked color="disabled" titleAccess="Not yet" />
            )}
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 700, color: entry.done ? 'text.primary' : 'text.secondary' }}>
                {entry.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {entry.description}
              </Typography>
            </Box>
            {entry.time && (
              <Typography variant="caption" color="text.secondary">
                {entry.time}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
