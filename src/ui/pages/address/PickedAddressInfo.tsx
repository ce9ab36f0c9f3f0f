import { Box, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { LocationPickerStore } from '../../../application/maps/LocationPickerStore';
import { coordinatesText } from '../../../domain/geo/mapRules';

/** What the marker points at: address, area, city and pincode, and the coordinates to 6 decimals. */
export const PickedAddressInfo = observer(function PickedAddressInfo({ picker }: { picker: LocationPickerStore }) {
  const { point, address } = picker;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="picked-location"
      sx={{ minHeight: 64, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
    >
      {!point && (
        <Typography color="text.secondary">Click the map, search for a place or use your current location.</Typography>
      )}
      {point && picker.resolving && <Typography color="text.secondary">Finding the address...</Typography>}
      {point && address && (
        <>
          <Typography sx={{ fontWeight: 700 }}>{address.formattedAddress}</Typography>
          <Typography variant="body2" color="text.secondary">
            Area: {address.area || '—'} · City: {address.city || '—'} · Pincode: {address.pincode || '—'}
          </Typography>
        </>
      )}
      {point && (
        <Typography variant="caption" color="text.secondary">
          Coordinates: {coordinatesText(point)}
        </Typography>
      )}
    </Box>
  );
});
