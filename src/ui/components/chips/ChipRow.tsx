import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { revealOffset } from './revealOffset';

/**
 * A row of filter chips. On phones and tablets it never wraps: it scrolls sideways (its edges reach the screen's
 * edges), and the chosen chip (the one with aria-pressed="true") is scrolled fully into view whenever the choice
 * changes, also when a screen opens with a chip already chosen. From md up it wraps: a mouse has no swipe, and the
 * hidden scroll bar gave no sign of the chips cut off at the right ('Payment Pr…' at 1280 px).
 */
export function ChipRow({ label, selected, children }: { label: string; selected: string; children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const element = row.current;
    const chip = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!element || !chip) return;
    const opening = first.current;
    first.current = false;
    // A screen that opens with its first chip chosen (the usual ALL) shows it already: the row starts at its start.
    // Its layout is not read then, which in the task that commits the page forced a style and layout pass.
    if (opening && chip === element.firstElementChild) return;
    const left = revealOffset(element, { start: chip.offsetLeft, end: chip.offsetLeft + chip.offsetWidth });
    const instantly = opening || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (left !== null) element.scrollTo?.({ left, behavior: instantly ? 'auto' : 'smooth' });
  }, [selected]);
  return (
    <Box
      ref={row}
      role="group"
      aria-label={label}
      sx={{
        position: 'relative',
        display: 'flex',
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        gap: 1,
        overflowX: { xs: 'auto', md: 'visible' },
        // Room for the focus ring, which the scrolling box would otherwise cut.
        py: 0.5,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        '& > *': { flexShrink: 0 },
      }}
    >
      {children}
    </Box>
  );
}
