import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { CartStore } from '../../../application/cart/CartStore';
import type { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import { QuantityStepper } from '../../components/cart/QuantityStepper';
import { useInjection } from '../../di/ContainerProvider';
import { formatRupees } from '../../format/formatRupees';
import { useT } from '../../i18n/useT';

/** 'Choose your customization': the dish's customizations already in the cart, plus 'Add new customization'. */
export const CustomizationListDialog = observer(function CustomizationListDialog({
  ordering,
}: {
  ordering: MenuOrderingStore;
}) {
  const t = useT();
  const cart = useInjection(CartStore);
  const lines = ordering.customizationLines;
  return (
    <Dialog
      open={ordering.customizing !== null && lines.length > 0}
      onClose={ordering.closeCustomizations}
      fullWidth
      maxWidth="xs"
      aria-labelledby="customizations-title"
    >
      <DialogTitle id="customizations-title">{t('browse.customizations.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }}>
        <List aria-label={ordering.customizing?.itemName}>
          {lines.map((line) => (
            <ListItem
              key={line.key}
              secondaryAction={
                <QuantityStepper
                  quantity={line.quantity}
                  onIncrease={() => cart.increment(line.key)}
                  onDecrease={() => cart.decrement(line.key)}
                />
              }
            >
              <ListItemText
                primary={line.choicesText || line.itemName}
                secondary={formatRupees(line.unitPrice)}
                sx={{ pr: 14 }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Button onClick={ordering.closeCustomizations}>{t('browse.customizations.done')}</Button>
        <Button variant="contained" onClick={ordering.addNewCustomization}>
          {t('browse.customizations.addNew')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
