import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHiddenStyle } from './visuallyHiddenStyle';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenStyle}>
      {children}
    </Box>
  );
}
