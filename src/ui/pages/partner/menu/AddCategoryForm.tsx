import { Button, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import { useT } from '../../../i18n/useT';
import { partnerErrorText } from '../partnerText';

/** A new category: a non-blank name that no other category has. */
export const AddCategoryForm = observer(function AddCategoryForm({ menu }: { menu: MenuSetupStore }) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    menu.addCategory();
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <BoundTextField
        form={menu.newCategory}
        field="name"
        label={t('partner.menu.categoryName')}
        placeholder={t('partner.menu.categoryPlaceholder')}
        words={partnerErrorText}
        helperText=" "
        size="small"
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0, height: 40 }}>
        {t('partner.menu.addCategory')}
      </Button>
    </Stack>
  );
});
