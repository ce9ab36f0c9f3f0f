import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Chip, IconButton, Stack, Switch, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';
import type { MenuItem } from '../../../../domain/partner/menu';
import { dishPictureUrl } from '../../../assets/pictureUrls';
import { formatRupees } from '../../../format/formatRupees';
import { useT } from '../../../i18n/useT';
import { VegMark } from './VegMark';

/** One dish in a category: picture, marks, price, rating, availability switch, edit and remove. */
export const MenuItemRow = observer(function MenuItemRow({
  menu,
  categoryId,
  item,
}: {
  menu: MenuSetupStore;
  categoryId: number;
  item: MenuItem;
}) {
  const t = useT();
  const picture = dishPictureUrl(item.image);
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: '64px 1fr', sm: '64px 1fr auto' },
        alignItems: 'center',
        opacity: item.availability ? 1 : 0.6,
      }}
    >
      <Box sx={{ width: 64, height: 48, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {picture && (
          <img src={picture} alt="" width={64} height={48} style={{ objectFit: 'cover', display: 'block' }} />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <VegMark veg={item.veg} />
          <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
          {item.bestseller && <Chip label={t('partner.item.bestseller')} size="small" color="secondary" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatRupees(item.pricePaise)} ·{' '}
          <StarRounded sx={{ fontSize: 14, verticalAlign: '-2px', color: '#F7A531' }} /> {item.rating.toFixed(1)}{' '}
          {t('partner.item.reviews', { count: item.reviewCount })}
          {!item.availability && ` · ${t('partner.item.notAvailable')}`}
        </Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {item.description}
          </Typography>
        )}
      </Box>
      <Stack
        direction="row"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifyContent: 'flex-end', alignItems: 'center' }}
      >
        <Switch
          checked={item.availability}
          onChange={() => menu.toggleAvailability(categoryId, item.id)}
          slotProps={{ input: { 'aria-label': t('partner.item.inStock', { name: item.name }) } }}
        />
        <IconButton
          aria-label={t('partner.item.edit', { name: item.name })}
          onClick={() => menu.openEditItem(categoryId, item.id)}
        >
          <EditOutlined />
        </IconButton>
        <IconButton
          aria-label={t('partner.item.remove', { name: item.name })}
          onClick={() => menu.removeItem(categoryId, item.id)}
        >
          <DeleteOutlineRounded />
        </IconButton>
      </Stack>
    </Box>
  );
});
