import type { SxProps } from '@mui/material';

/** Text for screen readers only (note: MUI reads `width: 1` as 100%, hence the explicit pixels). */
export const visuallyHiddenStyle: SxProps = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
