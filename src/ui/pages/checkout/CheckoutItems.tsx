import { Box, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CartStore } from '../../../application/cart/CartStore';
import { QuantityStepper } from '../../components/cart/QuantityStepper';
import { SectionCard } from '../../components/layout/SectionCard';
import { useT } from '../../i18n/useT';
import { formatRupees } from '../../format/formatRupees';

/** The cart's lines with their customizations, quantity steppers and line prices. */
export const CheckoutItems = observer(function CheckoutItems({ cart }: { cart: CartStore }) {
  const t = useT();
  return (
    <SectionCard title={t('checkout.orderSummary')} gap={2}>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('checkout.itemsInCart')}>
        {cart.lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            aria-label={line.itemName}
            sx={{ display: 'flex', gap: 2, alignItems: 'center' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{line.itemName}</Typography>
              {line.choicesText && (
                <Typography variant="body2" color="text.secondary">
                  {line.choicesText}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('checkout.each', { price: formatRupees(line.unitPrice) })}
              </Typography>
            </Box>
            <QuantityStepper
              quantity={line.quantity}
              onIncrease={() => cart.increment(line.key)}
              onDecrease={() => cart.decrement(line.key)}
              disabled={!cart.canChange}
            />
            <Typography sx={{ width: 84, textAlign: 'right', fontWeight: 700 }}>
              {formatRupees(line.unitPrice * line.quantity)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
});
