import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';
import { useT } from '../../../i18n/useT';

/** Confirms removing a category that still has dishes. */
export const RemoveCategoryDialog = observer(function RemoveCategoryDialog({ menu }: { menu: MenuSetupStore }) {
  const t = useT();
  const category = menu.removalRequest;
  if (!category) return null;
  const count = category.items.length;
  return (
    <Dialog open onClose={menu.cancelRemoval} aria-labelledby="remove-category-title">
      <DialogTitle id="remove-category-title">{t('partner.removeCategory.title', { name: category.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('partner.removeCategory.text', { count })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={menu.cancelRemoval}>{t('partner.removeCategory.keep')}</Button>
        <Button color="error" variant="contained" onClick={menu.confirmRemoval}>
          {t('partner.removeCategory.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
