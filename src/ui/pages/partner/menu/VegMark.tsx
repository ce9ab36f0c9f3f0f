import { Box } from '@mui/material';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { useT } from '../../../i18n/useT';

/** The Indian food mark: a green dot in a square for veg, a red one for non-veg. */
export function VegMark({ veg }: { veg: boolean }) {
  const t = useT();
  const color = veg ? '#0F8A3C' : '#C62828';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        width: 14,
        height: 14,
        border: `2px solid ${color}`,
        borderRadius: 0.5,
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      <Box component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: color }} />
      <VisuallyHidden>{veg ? t('partner.item.veg') : t('partner.item.nonVeg')}</VisuallyHidden>
    </Box>
  );
}
