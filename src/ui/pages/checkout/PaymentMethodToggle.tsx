import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { PAYMENT_METHOD_LABEL, type PaymentMethod } from '../../../domain/checkout/PaymentMethod';
import { SectionCard } from '../../components/layout/SectionCard';

/** Online or cash on delivery; cash on delivery appears only when the server offers it (showCOD). */
export const PaymentMethodToggle = observer(function PaymentMethodToggle({ store }: { store: CheckoutStore }) {
  return (
    <SectionCard title="Payment Method">
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-label="Payment method"
        value={store.paymentMethod}
        onChange={(_event, method: PaymentMethod | null) => method && store.chooseMethod(method)}
        sx={{ flexWrap: 'wrap' }}
      >
        {store.methodsOffered.map((method) => (
          <ToggleButton key={method} value={method} sx={{ px: 3 }}>
            {PAYMENT_METHOD_LABEL[method]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!store.showCOD && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Cash on delivery is not available for this order.
        </Typography>
      )}
    </SectionCard>
  );
});
