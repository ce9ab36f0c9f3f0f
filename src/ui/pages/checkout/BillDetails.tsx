import { Alert, Button, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { FREE_DELIVERY_ABOVE, hasFreeDelivery } from '../../../domain/cart/charges';
import { expectedClock } from '../train/trainFormat';
import { SectionCard } from '../../components/layout/SectionCard';
import { formatMoneyOff, formatRupees } from '../../format/formatRupees';
import { billLineText } from '../../i18n/orderingText';
import { useT } from '../../i18n/useT';

function Row({ label, amount, note }: { label: string; amount: string; note?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">
        {label}
        {note && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'success.dark' }}>
            {note}
          </Typography>
        )}
      </Typography>
      <Typography>{amount}</Typography>
    </Stack>
  );
}

/** The bill: item total, delivery (with the free-delivery message), discount, fees, other charges, tip and To Pay. */
export const BillDetails = observer(function BillDetails({ store }: { store: CheckoutStore }) {
  const t = useT();
  const { summary } = store;
  const bill = store.bill;
  const seatStop = store.seat ? store.trip.cartStopView : null;
  if (!bill) return <LinearProgress aria-label={t('bill.loading')} />;
  const free = hasFreeDelivery(bill.subTotal);
  // A free-delivery offer waives the charge below ₹199 too; then no message is needed.
  const deliveryNote = free
    ? t('cart.freeDeliveryUnlocked')
    : bill.deliveryCharge > 0
      ? t('cart.freeDeliveryAbove', { amount: formatRupees(FREE_DELIVERY_ABOVE) })
      : undefined;
  return (
    <SectionCard title={t('bill.title')}>
      {summary.estimated && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refresh()}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('bill.estimated')}
        </Alert>
      )}
      <Stack spacing={1}>
        <Row label={t('bill.itemTotal')} amount={formatRupees(bill.subTotal)} />
        {seatStop ? (
          <Row label={t('bill.seatDelivery')} amount={t('bill.free')} />
        ) : (
          <Row
            label={t('bill.deliveryFee')}
            amount={bill.deliveryCharge === 0 ? t('bill.free') : formatRupees(bill.deliveryCharge)}
            note={deliveryNote}
          />
        )}
        {bill.discount > 0 && <Row label={t('bill.discount')} amount={formatMoneyOff(bill.discount)} />}
        <Row label={t('bill.platformFee')} amount={formatRupees(bill.platformFee)} />
        {bill.otherChargesDetails.map((detail) => (
          <Row key={detail.label} label={billLineText(detail.label)} amount={formatRupees(detail.amount)} />
        ))}
        {store.instructions.values.tip > 0 && (
          <Row label={t('bill.tip')} amount={formatRupees(store.instructions.values.tip)} />
        )}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 800 }}>{t('bill.toPay')}</Typography>
        <Typography sx={{ fontWeight: 800 }} aria-live="polite">
          {formatRupees(store.amountToPay)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {seatStop
          ? t('bill.seatHandover', {
              station: `${seatStop.stop.name} (${seatStop.stop.code})`,
              clock: expectedClock(seatStop.times),
            })
          : t('bill.deliveryIn', { min: summary.deliveryMinutes.min, max: summary.deliveryMinutes.max })}
      </Typography>
      {summary.updating && summary.summary && <LinearProgress aria-label={t('bill.updating')} sx={{ mt: 1.5 }} />}
    </SectionCard>
  );
});
