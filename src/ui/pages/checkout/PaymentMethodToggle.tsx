import { Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { PAYMENT_METHOD_LABEL, type PaymentMethod } from '../../../domain/checkout/PaymentMethod';

/** Online or cash on delivery; cash on delivery appears only when the server offers it (showCOD). */
export const PaymentMethodToggle = observer(function PaymentMethodToggle({ store }: { store: CheckoutStore }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-method-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="payment-method-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Payment Method
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-labelledby="payment-method-title"
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
    </Paper>
  );
});
