import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { LocationPickerStore } from '../../../application/maps/LocationPickerStore';
import { PICKER_MAX_HEIGHT_PX } from '../../../domain/geo/mapRules';
import type { PickedLocation } from '../../../domain/geo/Place';
import { MapSurface } from '../../components/maps/MapSurface';
import { useInjection } from '../../di/ContainerProvider';
import { pickerMessageText } from '../../i18n/pickerMessageText';
import { useT } from '../../i18n/useT';
import { PickedAddressInfo } from './PickedAddressInfo';
import { PickerSearchBar } from './PickerSearchBar';

interface LocationPickerDialogProps {
  /** Where the picker opens; without it, it asks the device for the current location. */
  initial: PickedLocation | null;
  onClose: () => void;
  onSelect: (location: PickedLocation) => void;
}

/**
 * 'Select Location on Map': at most 650 px high; Escape closes it and the page behind does not scroll
 * (MUI's modal). Select Location appears only when both a point and its address are known.
 */
export const LocationPickerDialog = observer(function LocationPickerDialog({
  initial,
  onClose,
  onSelect,
}: LocationPickerDialogProps) {
  const t = useT();
  const picker = useInjection(LocationPickerStore);
  const [opening] = useState(initial);
  useEffect(() => {
    void picker.openAt(opening);
  }, [picker, opening]);
  const selection = picker.selection;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="location-picker-title"
      slotProps={{
        paper: {
          sx: {
            height: `min(${PICKER_MAX_HEIGHT_PX}px, calc(100% - 32px))`,
            maxHeight: PICKER_MAX_HEIGHT_PX,
            m: 2,
            width: 'calc(100% - 32px)',
          },
        },
      }}
    >
      <DialogTitle id="location-picker-title" sx={{ pr: 7 }}>
        {t('account.address.pickerTitle')}
      </DialogTitle>
      <IconButton
        aria-label={t('account.address.closeMap')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <PickerSearchBar picker={picker} />
        {picker.message && <Alert severity="warning">{pickerMessageText(picker.message)}</Alert>}
        <Box sx={{ flex: 1, minHeight: 160, borderRadius: 2, overflow: 'hidden' }}>
          <MapSurface
            center={picker.center}
            zoom={picker.zoom}
            marker={picker.point}
            onMapClick={(point) => void picker.clickMap(point)}
            height="100%"
            label={t('account.address.mapLabel')}
          />
        </Box>
        <PickedAddressInfo picker={picker} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {selection && (
          <Button variant="contained" onClick={() => onSelect(selection)}>
            {t('account.address.selectLocation')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
});
