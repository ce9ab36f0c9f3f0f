import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { AppBar, Box, Button, Chip, Container, IconButton, Toolbar } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SessionStore } from '../../../application/session/SessionStore';
import { CartStore } from '../../../application/cart/CartStore';
import { lazyNamed } from '../../app/lazyPage';
import { useInjection } from '../../di/ContainerProvider';
import { Logo } from '../brand/Logo';
import { CartButton } from './CartButton';
import { HeaderAddressSlot } from './HeaderAddressSlot';
import { PushNotificationsSetup } from './PushNotificationsSetup';

// The drawer's code (and MUI's modal) loads when the Account button is first pointed at, focused or pressed.
const AccountDrawer = lazyNamed<{ open: boolean; onClose: () => void }>(
  () => import('./AccountDrawer'),
  'AccountDrawer',
);

export const Header = observer(function Header() {
  const session = useInjection(SessionStore);
  const cart = useInjection(CartStore);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      data-toast-keep-clear="top"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1, md: 2 }, minHeight: { xs: 60, md: 72 } }}>
          {/* Phones show the mark alone: the address needs the width. */}
          <Box
            component={RouterLink}
            to="/"
            aria-label="RailBite home"
            sx={{
              display: 'flex',
              alignItems: 'center',
              minWidth: 44,
              minHeight: 44,
              textDecoration: 'none',
              flexShrink: 0,
              '& .MuiTypography-root': { display: { xs: 'none', sm: 'inline' } },
            }}
          >
            <Logo size={34} />
          </Box>
          <HeaderAddressSlot />
          <Box sx={{ flex: 1 }} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}
          >
            <Button component={RouterLink} to="/offers-near-me" color="inherit" startIcon={<LocalOfferOutlined />}>
              Offers
              <Chip
                label="NEW"
                color="primary"
                size="small"
                sx={{ ml: 1, height: 18, fontSize: 10, fontWeight: 800 }}
              />
            </Button>
            <Button component={RouterLink} to="/help" color="inherit" startIcon={<HelpOutlineOutlined />}>
              Help
            </Button>
          </Box>
          {session.isSignedIn && <CartButton count={cart.count} />}
          <IconButton
            color="inherit"
            aria-label="Account"
            aria-haspopup="dialog"
            onPointerEnter={AccountDrawer.prefetch}
            onFocus={AccountDrawer.prefetch}
            onClick={openDrawer}
          >
            <AccountCircleOutlined fontSize="large" />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <AccountDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <PushNotificationsSetup />
    </AppBar>
  );
});
