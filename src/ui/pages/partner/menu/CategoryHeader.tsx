import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';
import type { MenuCategory } from '../../../../domain/partner/menu';
import { BoundTextField } from '../../../components/forms/BoundTextField';
import { useT } from '../../../i18n/useT';
import { partnerErrorText } from '../partnerText';

/** A category's title row: expand/collapse, item count, rename (inline) and remove. */
export const CategoryHeader = observer(function CategoryHeader({
  menu,
  category,
}: {
  menu: MenuSetupStore;
  category: MenuCategory;
}) {
  const t = useT();
  if (menu.renaming?.id === category.id) {
    const save = (event: FormEvent) => {
      event.preventDefault();
      menu.saveRename();
    };
    return (
      <Stack
        component="form"
        noValidate
        onSubmit={save}
        direction="row"
        spacing={1}
        sx={{ p: 1.5, alignItems: 'flex-start' }}
      >
        <BoundTextField
          form={menu.renaming.form}
          field="name"
          size="small"
          label={t('partner.menu.newCategoryName')}
          words={partnerErrorText}
        />
        <Button type="submit" variant="contained">
          {t('partner.save')}
        </Button>
        <Button onClick={menu.cancelRename}>{t('common.cancel')}</Button>
      </Stack>
    );
  }
  const count = category.items.length;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', pr: 1 }}>
      <Button
        onClick={() => menu.toggleCategory(category.id)}
        aria-expanded={category.expanded}
        aria-controls={`category-${category.id}-items`}
        color="inherit"
        endIcon={
          <ExpandMoreRounded
            sx={{ transform: category.expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ flex: 1, justifyContent: 'space-between', py: 1.5, px: 2, textAlign: 'left' }}
      >
        <Typography component="span" variant="h6" sx={{ fontSize: 17 }}>
          {category.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1, mr: 'auto' }}>
          {t('common.items', { count })}
        </Typography>
      </Button>
      <IconButton
        aria-label={t('partner.menu.rename', { name: category.name })}
        onClick={() => menu.startRename(category.id)}
      >
        <EditOutlined />
      </IconButton>
      <IconButton
        aria-label={t('partner.menu.removeCategory', { name: category.name })}
        onClick={() => menu.requestRemoval(category.id)}
      >
        <DeleteOutlineRounded />
      </IconButton>
    </Stack>
  );
});
