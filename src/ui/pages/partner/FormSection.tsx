import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled group of fields on an onboarding screen. */
export function FormSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={2}>
      <div>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}
