import { Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A titled, outlined section of a page (a region named by its heading). */
export function SectionCard({ title, children, gap = 1.5 }: { title: string; children: ReactNode; gap?: number }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: gap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
