import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LogoMark } from '../brand/Logo';
import { keepClear } from '../feedback/toastPlacement';

const ITEMS = [
  { label: 'Home', to: '/', icon: <LogoMark size={24} /> },
  { label: 'Food', to: '/foods/item-card/2', icon: <RestaurantMenuOutlined /> },
  { label: 'Offers', to: '/offers-near-me', icon: <LocalOfferOutlined /> },
  { label: 'Help', to: '/help', icon: <HelpOutlineOutlined /> },
];

/** Bottom navigation for phones; hidden from medium screens up. */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const current = ITEMS.findIndex((item) => item.to === pathname);
  return (
    <Paper
      component="nav"
      aria-label="Mobile"
      elevation={8}
      {...keepClear('bottom')}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      <BottomNavigation showLabels value={current === -1 ? false : current}>
        {ITEMS.map((item) => (
          <BottomNavigationAction
            key={item.label}
            label={item.label}
            icon={item.icon}
            component={RouterLink}
            to={item.to}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
