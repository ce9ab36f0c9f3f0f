import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { QuantityStepper } from '../../components/cart/QuantityStepper';
import { formatRupees } from '../../format/formatRupees';
import { failureOf } from '../../../domain/errors/failure';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';
import { AddOnGroupField } from './AddOnGroupField';
import { choiceIssueText } from './choiceIssueText';
import { refocusItemControl } from './itemControlFocus';

/** The add-on chooser: the dish's groups, a quantity of at least 1 and the live price. */
export const AddOnChooserDialog = observer(function AddOnChooserDialog({ ordering }: { ordering: MenuOrderingStore }) {
  const t = useT();
  const chooser = ordering.chooser;
  const item = chooser.item;
  // The dish it was opened for: once closed after adding, its ADD is a stepper, so focus goes there.
  const openedFor = useRef<string | null>(null);
  if (item) openedFor.current = item.menuId;
  return (
    <Dialog
      open={chooser.isOpen}
      onClose={chooser.close}
      slotProps={{
        // After the dialog has left the page (at onExited its focused button is still there).
        transition: { onExited: () => void setTimeout(() => refocusItemControl(openedFor.current)) },
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-on-chooser-title"
    >
      <DialogTitle id="add-on-chooser-title" sx={{ pb: 0.5, pr: 7 }}>
        {item?.itemName}
      </DialogTitle>
      {/* Escape and the backdrop close it too, but a phone has no Escape key and its backdrop is a thin strip. */}
      <IconButton
        aria-label={t('browse.close')}
        onClick={chooser.close}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
        {t('browse.addOns.subtitle')}
      </Typography>
      <DialogContent dividers sx={{ mt: 1.5 }}>
        {chooser.loading.running && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('browse.addOns.loading')} />
          </Box>
        )}
        {chooser.loading.error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={chooser.retry}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {failureText(failureOf(chooser.loading.error))}
          </Alert>
        )}
        {chooser.groups.map((group, index) => (
          <Box key={group.id}>
            {index > 0 && <Divider />}
            <AddOnGroupField
              group={group}
              isChosen={(optionId) => chooser.isChosen(group.id, optionId)}
              onToggle={(optionId) => chooser.toggle(group.id, optionId)}
            />
          </Box>
        ))}
        {chooser.problem && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {choiceIssueText(chooser.problem)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 2, flexWrap: 'wrap' }}>
        <QuantityStepper
          quantity={chooser.quantity}
          min={1}
          onIncrease={chooser.increase}
          onDecrease={chooser.decrease}
          size="medium"
        />
        <Typography aria-live="polite" sx={{ fontWeight: 800, flex: 1 }}>
          {t('browse.addOns.itemTotal', { total: formatRupees(chooser.totalPrice) })}
        </Typography>
        <Button variant="contained" size="large" disabled={!chooser.canAdd} onClick={ordering.confirmChooser}>
          {t('browse.addOns.addToCart')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
