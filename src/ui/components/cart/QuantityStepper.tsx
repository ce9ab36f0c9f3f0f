import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { Box, IconButton, Typography } from '@mui/material';
import { useT } from '../../i18n/useT';

export interface QuantityStepperProps {
  quantity: number;
  onIncrease: () => void;
  onDecrease: () => void;
  /** The lowest quantity the minus button goes to (the chooser never goes below 1). */
  min?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** − quantity + (the card's stepper, the chooser's quantity, a customization's quantity). */
export function QuantityStepper({
  quantity,
  onIncrease,
  onDecrease,
  min = 0,
  disabled = false,
  size = 'small',
}: QuantityStepperProps) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.main',
      }}
    >
      <IconButton
        size={size}
        color="primary"
        aria-label={t('cart.decrease')}
        onClick={onDecrease}
        disabled={disabled || quantity <= min}
      >
        <Remove fontSize="small" />
      </IconButton>
      <Typography
        component="span"
        aria-live="polite"
        aria-label={t('cart.quantity', { quantity })}
        sx={{ minWidth: 24, textAlign: 'center', fontWeight: 800 }}
      >
        {quantity}
      </Typography>
      <IconButton size={size} color="primary" aria-label={t('cart.increase')} onClick={onIncrease} disabled={disabled}>
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}
