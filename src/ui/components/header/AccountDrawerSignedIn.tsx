import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Logout from '@mui/icons-material/Logout';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../../domain/session/Session';
import { formatRupees } from '../../format/formatRupees';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { DRAWER_HIGHLIGHTS } from './drawerHighlights';

interface Entry {
  label: MessageId;
  icon: ReactNode;
  to?: string;
  badge?: number;
}

const ENTRIES: Entry[] = [
  { label: 'drawer.orderHistory', icon: <ReceiptLongOutlined />, to: '/user/order-history' },
  { label: 'drawer.addresses', icon: <LocationOnOutlined />, to: '/user/address' },
  { label: 'drawer.favorites', icon: <FavoriteBorderOutlined />, to: '/user/favorites' },
  { label: 'drawer.offers', icon: <LocalOfferOutlined />, to: '/offers-near-me', badge: DRAWER_HIGHLIGHTS.offers },
  { label: 'drawer.help', icon: <HelpOutlineOutlined />, to: '/help' },
  { label: 'drawer.settings', icon: <SettingsOutlined />, to: '/account-setting' },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

function Highlight({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default', textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', display: 'flex', justifyContent: 'center' }}>{icon}</Box>
      <Typography sx={{ fontWeight: 800 }}>{value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

interface SignedInProps {
  /** null when the customer's details could not be read (then they can be asked for again). */
  user: User | null;
  onNavigate: () => void;
  onLogout: () => void;
  onRetryUser: () => void;
}

export function AccountDrawerSignedIn({ user, onNavigate, onLogout, onRetryUser }: SignedInProps) {
  const t = useT();
  const name = user?.name || t('drawer.customer');
  return (
    // At least the drawer's height (the list fills what is left), taller when its texts are longer: at exactly 100 %
    // a long translation ran out of it, under the language control that follows.
    <Stack sx={{ minHeight: '100%', flexShrink: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ p: 3, alignItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Avatar
          sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', width: 56, height: 56, fontWeight: 800 }}
        >
          {initials(name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          {/* One line, ellipsized: a long name keeps the drawer's width, and its title reads it whole. */}
          <Typography variant="h6" component="h2" noWrap title={name}>
            {name}
          </Typography>
          {user?.email && (
            <Typography variant="body2" noWrap>
              {user.email}
            </Typography>
          )}
          {user?.mobile && <Typography variant="body2">+91 {user.mobile}</Typography>}
          {!user && (
            <Typography variant="body2">
              {t('drawer.detailsFailed')}{' '}
              <Button
                size="small"
                color="inherit"
                onClick={onRetryUser}
                sx={{ textDecoration: 'underline', minWidth: 0, p: 0 }}
              >
                {t('common.tryAgain')}
              </Button>
            </Typography>
          )}
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, p: 2 }}>
        <Highlight icon={<StarRounded />} value={DRAWER_HIGHLIGHTS.rating} label={t('drawer.rating')} />
        <Highlight icon={<WorkspacePremiumOutlined />} value={t('drawer.gold')} label={t('drawer.tier')} />
        <Highlight
          icon={<AccountBalanceWalletOutlined />}
          value={formatRupees(DRAWER_HIGHLIGHTS.walletRupees * 100)}
          label={t('drawer.wallet')}
        />
        <Highlight
          icon={<LocalOfferOutlined />}
          value={t('drawer.points', { count: DRAWER_HIGHLIGHTS.rewardPoints })}
          label={t('drawer.rewards')}
        />
      </Box>
      <Box sx={{ px: 2 }}>
        <Chip size="small" color="secondary" label={t('drawer.updates', { count: DRAWER_HIGHLIGHTS.updates })} />
      </Box>
      <List sx={{ flex: 1 }}>
        {ENTRIES.map((entry) => (
          <ListItem key={entry.label} disablePadding>
            {entry.to ? (
              <ListItemButton component={RouterLink} to={entry.to} onClick={onNavigate}>
                <ListItemIcon>{entry.icon}</ListItemIcon>
                <ListItemText primary={t(entry.label)} />
                {entry.badge !== undefined && <Badge badgeContent={entry.badge} color="primary" sx={{ mr: 1 }} />}
              </ListItemButton>
            ) : (
              <ListItemButton disabled aria-disabled="true">
                <ListItemIcon>{entry.icon}</ListItemIcon>
                <ListItemText primary={t(entry.label)} secondary={t('drawer.comingSoon')} />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button fullWidth variant="outlined" color="primary" startIcon={<Logout />} onClick={onLogout}>
          {t('drawer.logout')}
        </Button>
      </Box>
    </Stack>
  );
}
