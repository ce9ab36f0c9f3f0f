import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: an icon, a heading, a hint and an optional action. */
export function EmptyState({ icon, title, hint, action }: { icon: ReactNode; title: string; hint: string; action?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      {icon}
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
      {action}
    </Stack>
  );
}
