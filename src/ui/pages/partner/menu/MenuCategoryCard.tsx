import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button, Collapse, Divider, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';
import type { MenuCategory } from '../../../../domain/partner/menu';
import { useT } from '../../../i18n/useT';
import { CategoryHeader } from './CategoryHeader';
import { MenuItemRow } from './MenuItemRow';

/** A category that expands to show its items and an Add Item button. */
export const MenuCategoryCard = observer(function MenuCategoryCard({
  menu,
  category,
}: {
  menu: MenuSetupStore;
  category: MenuCategory;
}) {
  const t = useT();
  return (
    <Paper variant="outlined" component="section" aria-label={category.name}>
      <CategoryHeader menu={menu} category={category} />
      <Collapse in={category.expanded} unmountOnExit>
        <Divider />
        <Box id={`category-${category.id}-items`} sx={{ px: 2, pb: 2, '& > .MuiButton-root': { mt: 1 } }}>
          {category.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
              {t('partner.menu.noItems')}
            </Typography>
          ) : (
            <Stack
              component="ul"
              divider={<Divider component="li" aria-hidden />}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {category.items.map((item) => (
                <MenuItemRow key={item.id} menu={menu} categoryId={category.id} item={item} />
              ))}
            </Stack>
          )}
          <Button
            startIcon={<AddRounded />}
            variant="outlined"
            onClick={() => menu.openNewItem(category.id)}
            aria-label={t('partner.menu.addItemTo', { name: category.name })}
          >
            {t('partner.menu.addItem')}
          </Button>
        </Box>
      </Collapse>
    </Paper>
  );
});
