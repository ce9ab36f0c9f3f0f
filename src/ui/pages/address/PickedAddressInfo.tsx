import { Box, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { LocationPickerStore } from '../../../application/maps/LocationPickerStore';
import { coordinatesText } from '../../../domain/geo/mapRules';
import { useT } from '../../i18n/useT';

/** What the marker points at: address, area, city and pincode, and the coordinates to 6 decimals. */
export const PickedAddressInfo = observer(function PickedAddressInfo({ picker }: { picker: LocationPickerStore }) {
  const t = useT();
  const { point, address } = picker;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="picked-location"
      sx={{ minHeight: 64, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
    >
      {!point && <Typography color="text.secondary">{t('account.address.pickHint')}</Typography>}
      {point && picker.resolving && <Typography color="text.secondary">{t('account.address.finding')}</Typography>}
      {point && address && (
        <>
          <Typography sx={{ fontWeight: 700 }}>{address.formattedAddress}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('account.address.pickedParts', {
              area: address.area || '—',
              city: address.city || '—',
              pincode: address.pincode || '—',
            })}
          </Typography>
        </>
      )}
      {point && (
        <Typography variant="caption" color="text.secondary">
          {t('account.address.coordinates', { coordinates: coordinatesText(point) })}
        </Typography>
      )}
    </Box>
  );
});
