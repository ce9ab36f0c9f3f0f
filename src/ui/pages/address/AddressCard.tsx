import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Address, AddressType } from '../../../domain/address/Address';
import { addressTypeText } from '../../i18n/addressTypeText';
import { useT } from '../../i18n/useT';

const TYPE_ICON: Record<AddressType, typeof HomeOutlined> = {
  HOME: HomeOutlined,
  WORK: WorkOutlined,
  OTHERS: PlaceOutlined,
};

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onSetDefault: () => void;
  onDelete: () => void;
}

/** One saved address with Edit, Set Default (not on the default) and delete. */
export function AddressCard({ address, busy, onSetDefault, onDelete }: AddressCardProps) {
  const t = useT();
  const Icon = TYPE_ICON[address.addressType];
  const label = addressTypeText(address.addressType);
  const region = [address.state, address.pincode].filter(Boolean).join(' ');
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', borderColor: address.isDefault ? 'primary.main' : 'divider' }}
    >
      {/* A long unbroken address (a pasted string) wraps instead of running out of the card. */}
      <CardContent sx={{ pb: 1, overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Icon color="primary" fontSize="small" />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800 }}>
            {label}
          </Typography>
          {address.isDefault && <Chip label={t('account.address.default')} color="primary" size="small" />}
        </Stack>
        <Typography>{address.completeAddress}</Typography>
        {address.landmark && (
          <Typography variant="body2" color="text.secondary">
            {t('account.address.landmarkLine', { landmark: address.landmark })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {[address.area, address.city, region].filter(Boolean).join(', ')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/user/address/edit/${encodeURIComponent(address.id)}`}
          size="small"
          variant="outlined"
          startIcon={<EditOutlined />}
        >
          {t('account.address.edit')}
        </Button>
        {!address.isDefault && (
          <Button size="small" variant="text" onClick={onSetDefault} disabled={busy}>
            {t('account.address.setDefault')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={t('account.address.delete')} onClick={onDelete} disabled={busy} color="primary">
          <DeleteOutlined />
        </IconButton>
      </CardActions>
    </Card>
  );
}
