import { Box } from '@mui/material';
import { useT } from '../../i18n/useT';
import { Spinner } from '../controls/Spinner';

/** A screen on its way (its code or its data); named for a screen reader, by default 'Loading' in its language. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner label={label ?? t('shell.loading')} />
    </Box>
  );
}
