import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';
import { RATING_MAX, RATING_MIN, RATING_STEP } from '../../../../domain/partner/menuItemInput';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { partnerErrorText } from '../partnerText';
import { DishPicturePicker } from './DishPicturePicker';

/** Add or edit a dish: name and price required, rating 1-5 in 0.1 steps, review count 0 or more. */
export const MenuItemDialog = observer(function MenuItemDialog({ menu }: { menu: MenuSetupStore }) {
  const t = useT();
  const editor = menu.editor;
  if (!editor) return null;
  const { form, input } = editor;
  const save = (event: FormEvent) => {
    event.preventDefault();
    menu.saveItem();
  };
  const toggle = (key: 'veg' | 'bestseller' | 'availability', label: MessageId) => (
    <FormControlLabel
      control={<Switch checked={input[key]} onChange={(e) => editor.toggle(key, e.target.checked)} />}
      label={t(label)}
    />
  );
  return (
    <Dialog open onClose={menu.closeEditor} fullWidth maxWidth="sm" aria-labelledby="menu-item-dialog-title">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="menu-item-dialog-title">
          {editor.itemId === null ? t('partner.item.addTitle') : t('partner.item.editTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <BoundTextField form={form} field="name" label={t('partner.item.name')} words={partnerErrorText} />
            <BoundTextField
              form={form}
              field="description"
              label={t('partner.item.description')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <BoundTextField
              form={form}
              field="price"
              label={t('partner.item.price')}
              words={partnerErrorText}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Stack direction="row" spacing={2}>
              <BoundTextField
                form={form}
                field="rating"
                label={t('partner.item.rating')}
                type="number"
                helperText={t('partner.item.ratingHint')}
                words={partnerErrorText}
                slotProps={{ htmlInput: { min: RATING_MIN, max: RATING_MAX, step: RATING_STEP } }}
              />
              <BoundTextField
                form={form}
                field="reviewCount"
                label={t('partner.item.reviewCount')}
                words={partnerErrorText}
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
              />
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              {toggle('veg', 'partner.item.veg')}
              {toggle('bestseller', 'partner.item.bestseller')}
              {toggle('availability', 'partner.item.available')}
            </Stack>
            <DishPicturePicker value={input.image} onChange={(key) => form.setField('image', key)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={menu.closeEditor}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('partner.item.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
});
