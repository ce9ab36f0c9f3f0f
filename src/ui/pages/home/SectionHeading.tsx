import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A home section's h2, with optional controls on the right. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
