import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A card's one link, on its title. Its ::after covers the whole card (which must be position: relative),
 * so the card is clickable while the link's accessible name stays the restaurant's name.
 */
export function CardLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <MuiLink
      component={RouterLink}
      to={to}
      state={state}
      color="inherit"
      underline="none"
      sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' }, '&:focus-visible': { outline: 'none' }, '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main' } }}
    >
      {children}
    </MuiLink>
  );
}
