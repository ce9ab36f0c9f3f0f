import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import type { PaymentMethod } from '../../../domain/checkout/PaymentMethod';
import type { MessageId } from '../../i18n/i18n';
import { SectionCard } from '../../components/layout/SectionCard';
import { useT } from '../../i18n/useT';

const METHOD_LABEL: Record<PaymentMethod, MessageId> = { online: 'checkout.payOnline', cod: 'checkout.cod' };

/** Online or cash on delivery; cash on delivery appears only when the server offers it (showCOD). */
export const PaymentMethodToggle = observer(function PaymentMethodToggle({ store }: { store: CheckoutStore }) {
  const t = useT();
  return (
    <SectionCard title={t('checkout.paymentMethod')}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-label={t('checkout.paymentMethodLabel')}
        value={store.paymentMethod}
        onChange={(_event, method: PaymentMethod | null) => method && store.chooseMethod(method)}
        sx={{ flexWrap: 'wrap' }}
      >
        {store.methodsOffered.map((method) => (
          <ToggleButton key={method} value={method} sx={{ px: 3 }}>
            {t(METHOD_LABEL[method])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!store.showCOD && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('checkout.codUnavailable')}
        </Typography>
      )}
    </SectionCard>
  );
});
