import { Alert, Box, Button, FormControlLabel, Link, Radio, RadioGroup, Skeleton, Typography } from '@mui/material';
import { STANDALONE_LINK_SX } from '../../app/touchTargets';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { addressTypeText } from '../../i18n/addressTypeText';
import { SectionCard } from '../../components/layout/SectionCard';
import { kmText, outOfAreaText } from '../../i18n/orderingText';
import { useT } from '../../i18n/useT';

/** The delivery address: the saved addresses as choices (the default pre-selected), and a link to manage them. */
export const AddressChooser = observer(function AddressChooser({ store }: { store: CheckoutStore }) {
  const t = useT();
  const selected = store.selectedAddress;
  return (
    <SectionCard title={t('checkout.deliveryAddress')} gap={1}>
      {store.addressMissing && !selected && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {t('checkout.noAddress')}
        </Alert>
      )}
      {store.outOfArea && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {outOfAreaText(store.outOfArea)} {t('ordering.area.chooseAnother')}
        </Alert>
      )}
      {store.addressesLoading && <Skeleton variant="rounded" height={64} />}
      {store.addressesFailed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={store.retryAddresses}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('account.address.unavailable')}
        </Alert>
      )}
      {!store.addressesLoading && !store.addressesFailed && store.addresses.length === 0 && (
        <Typography color="text.secondary">{t('checkout.noSavedAddress')}</Typography>
      )}
      {store.addresses.length > 0 && (
        <RadioGroup
          aria-label={t('checkout.deliveryAddressLabel')}
          value={selected?.id ?? ''}
          onChange={(event) => store.chooseAddress(event.target.value)}
        >
          {store.addresses.map((address) => {
            const reach = store.reachOf(address);
            return (
              <FormControlLabel
                key={address.id}
                value={address.id}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ overflowWrap: 'anywhere' }}>
                    <Typography sx={{ fontWeight: 700 }}>{addressTypeText(address.addressType)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[address.completeAddress, address.area, address.city, address.pincode]
                        .filter(Boolean)
                        .join(', ')}
                    </Typography>
                    {reach && !reach.deliverable && (
                      <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
                        {t('ordering.area.tooFar', { distance: kmText(reach.distanceKm) })}
                      </Typography>
                    )}
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
      )}
      <Link component={RouterLink} to="/user/address" sx={{ ...STANDALONE_LINK_SX, mt: 1, fontWeight: 700 }}>
        {t('checkout.manageAddresses')}
      </Link>
    </SectionCard>
  );
});
