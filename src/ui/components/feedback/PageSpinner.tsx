import { Box } from '@mui/material';
import { Spinner } from '../controls/Spinner';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner label={label} />
    </Box>
  );
}
