import { Alert, Button, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { formatRupees } from '../../format/formatRupees';
import { outOfAreaText, placeFailureText } from '../../i18n/orderingText';
import { useT } from '../../i18n/useT';

/**
 * Place Order ('Select Address to Continue' while no address is chosen; pressing it then asks for one).
 * A failure shows its message and the button works again; once an
 * order is placed it stays locked while the page leaves.
 */
export const PlaceOrderButton = observer(function PlaceOrderButton({
  store,
  onPlace,
}: {
  store: CheckoutStore;
  onPlace: () => void;
}) {
  const t = useT();
  const running = store.placing.running || store.leaving;
  return (
    <Stack spacing={1.5}>
      {/* Said again where the customer pressed: the seat card's warning is up the page, off a phone's screen. */}
      {store.addressMissing && store.seatMinimumOrder !== null && (
        <Alert severity="warning">
          {t('ordering.checkout.seatMinimum', { amount: formatRupees(store.seatMinimumOrder) })}
        </Alert>
      )}
      {store.addressMissing && store.outOfArea && <Alert severity="warning">{outOfAreaText(store.outOfArea)}</Alert>}
      {store.placeFailure && (
        <Alert severity="error" onClose={store.clearPlaceFailure}>
          {placeFailureText(store.placeFailure)}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onPlace}
        disabled={store.selectedAddress ? !store.canPlace : running}
      >
        {t(running ? 'checkout.placing' : store.addressNeeded ? 'checkout.selectAddress' : 'checkout.placeOrder')}
      </Button>
    </Stack>
  );
});
