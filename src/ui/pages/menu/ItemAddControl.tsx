import { Box, Button, Typography } from '@mui/material';
import type { MenuItem } from '../../../domain/menu/MenuItem';
import { needsChooser } from '../../../domain/menu/MenuItem';
import { QuantityStepper } from '../../components/cart/QuantityStepper';

export interface ItemAddControlProps {
  item: MenuItem;
  quantity: number;
  disabled: boolean;
  onAdd: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
}

/** ADD, or a stepper once the dish is in the cart; 'Not Available' (disabled) for an unavailable dish. */
export function ItemAddControl({ item, quantity, disabled, onAdd, onIncrease, onDecrease }: ItemAddControlProps) {
  if (!item.isAvailable) {
    return (
      <Button variant="outlined" disabled sx={{ minWidth: 120 }}>
        Not Available
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      {quantity > 0 ? (
        <QuantityStepper quantity={quantity} onIncrease={onIncrease} onDecrease={onDecrease} disabled={disabled} />
      ) : (
        <Button
          variant="outlined"
          onClick={onAdd}
          disabled={disabled}
          sx={{
            minWidth: 104,
            fontWeight: 800,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          ADD
        </Button>
      )}
      {needsChooser(item) && (
        <Typography variant="caption" color="text.secondary">
          Customisable
        </Typography>
      )}
    </Box>
  );
}
