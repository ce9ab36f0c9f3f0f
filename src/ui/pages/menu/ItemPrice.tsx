import { Box, Typography } from '@mui/material';
import { isDiscounted, type MenuItem } from '../../../domain/menu/MenuItem';
import { formatRupees } from '../../format/formatRupees';

/** The price to pay, with the listed price struck through when they differ. */
export function ItemPrice({ item }: { item: Pick<MenuItem, 'price' | 'finalPrice'> }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 800 }}>
        {formatRupees(item.finalPrice)}
      </Typography>
      {isDiscounted(item) && (
        <Typography
          component="s"
          variant="body2"
          color="text.secondary"
          aria-label={`Original price ${formatRupees(item.price)}`}
        >
          {formatRupees(item.price)}
        </Typography>
      )}
    </Box>
  );
}
