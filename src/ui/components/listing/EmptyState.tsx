import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A list with nothing in it: a title, an optional hint and an optional action. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <SearchOffOutlined color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {hint && <Typography color="text.secondary">{hint}</Typography>}
      {action}
    </Stack>
  );
}
