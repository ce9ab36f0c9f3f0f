import { Alert, Button, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { DISCOUNT_LABEL, hasFreeDelivery } from '../../../domain/cart/charges';
import { CHECKOUT_TEXT } from '../../../domain/checkout/checkoutTexts';
import { SEAT_BILL_TEXTS } from '../../../domain/train/seatBill';
import { expectedClock } from '../train/trainFormat';
import { FREE_DELIVERY_TEXT, FREE_DELIVERY_UNLOCKED_TEXT } from '../../components/cart/CartBar';
import { SectionCard } from '../../components/layout/SectionCard';
import { formatMoneyOff, formatRupees } from '../../format/formatRupees';

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
  const { summary } = store;
  const bill = store.bill;
  const seatStop = store.seat ? store.trip.cartStopView : null;
  if (!bill) return <LinearProgress aria-label="Loading the bill" />;
  const free = hasFreeDelivery(bill.subTotal);
  // A free-delivery offer waives the charge below ₹199 too; then no message is needed.
  const deliveryNote = free ? FREE_DELIVERY_UNLOCKED_TEXT : bill.deliveryCharge > 0 ? FREE_DELIVERY_TEXT : undefined;
  return (
    <SectionCard title="Bill Details">
      {summary.estimated && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refresh()}>
              Try again
            </Button>
          }
        >
          {CHECKOUT_TEXT.estimatedBill}
        </Alert>
      )}
      <Stack spacing={1}>
        <Row label="Item Total" amount={formatRupees(bill.subTotal)} />
        {seatStop ? (
          <Row label={SEAT_BILL_TEXTS.deliveryRow} amount="FREE" />
        ) : (
          <Row
            label="Delivery Fee"
            amount={bill.deliveryCharge === 0 ? 'FREE' : formatRupees(bill.deliveryCharge)}
            note={deliveryNote}
          />
        )}
        {bill.discount > 0 && <Row label={DISCOUNT_LABEL} amount={formatMoneyOff(bill.discount)} />}
        <Row label="Platform Fee" amount={formatRupees(bill.platformFee)} />
        {bill.otherChargesDetails.map((detail) => (
          <Row key={detail.label} label={detail.label} amount={formatRupees(detail.amount)} />
        ))}
        {store.instructions.values.tip > 0 && (
          <Row label="Delivery Partner Tip" amount={formatRupees(store.instructions.values.tip)} />
        )}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 800 }}>To Pay</Typography>
        <Typography sx={{ fontWeight: 800 }} aria-live="polite">
          {formatRupees(store.amountToPay)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {seatStop
          ? SEAT_BILL_TEXTS.handover(`${seatStop.stop.name} (${seatStop.stop.code})`, expectedClock(seatStop.times))
          : `Delivery in ${summary.deliveryMinutes.min}-${summary.deliveryMinutes.max} minutes`}
      </Typography>
      {summary.updating && summary.summary && <LinearProgress aria-label="Updating the bill" sx={{ mt: 1.5 }} />}
    </SectionCard>
  );
});
