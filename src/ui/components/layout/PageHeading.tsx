import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A screen's h1 with an optional subtitle under it. */
export function PageHeading({ title, subtitle, sx }: { title: string; subtitle?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
