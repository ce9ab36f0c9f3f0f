import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { Box, Container } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SessionStore } from '../../../application/session/SessionStore';
import { CartStore } from '../../../application/cart/CartStore';
import { useSignedInView } from '../../app/drawnSignedIn';
import { lazyNamed } from '../../app/lazyPage';
import { useOnDemandPart } from '../../app/useOnDemandPart';
import { useInjection } from '../../di/ContainerProvider';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { useT } from '../../i18n/useT';
import { Logo } from '../brand/Logo';
import { PlainButton } from '../controls/PlainButton';
import { PartUnavailableNotice } from '../feedback/PartUnavailableNotice';
import { PlainIconButton } from '../controls/PlainIconButton';
import css from './header.module.css';
import { CartButton } from './CartButton';
import { ConnectionStatus } from './ConnectionStatus';
import { HeaderAddressSlot } from './HeaderAddressSlot';

// The drawer's code (and MUI's modal) loads when the Account button is first pointed at, focused or pressed.
const AccountDrawer = lazyNamed<{ open: boolean; onClose: () => void }>(
  () => import('./AccountDrawer'),
  'AccountDrawer',
);
// Push notifications are for signed-in customers: their set-up (store, order-update texts) loads with the session,
// and again once back online if that download failed.
const PushNotificationsSetup = lazyNamed(() => import('./PushNotificationsSetup'), 'PushNotificationsSetup');

export const Header = observer(function Header() {
  const t = useT();
  const session = useInjection(SessionStore);
  const cart = useInjection(CartStore);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The cart button as the prerendered page drew it (an empty cart, for a page drawn signed in) until it is hydrated.
  const view = useSignedInView(session.isSignedIn);
  const drawer = useOnDemandPart(AccountDrawer);
  const pushSetup = useOnDemandPart(PushNotificationsSetup, session.isSignedIn);
  const openDrawer = () => {
    drawer.load();
    setDrawerOpen(true);
  };
  return (
    // The page's banner, drawn as MUI's sticky AppBar and Toolbar are, from plain boxes (FEATURES F-bytes).
    <Box
      component="header"
      data-toast-keep-clear="top"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        flexShrink: 0,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1, md: 2 }, minHeight: { xs: 60, md: 72 } }}
        >
          {/* Phones show the mark alone: the address needs the width. */}
          <Box
            component={RouterLink}
            to="/"
            aria-label={t('header.home')}
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
            aria-label={t('header.mainNav')}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}
          >
            <PlainButton to="/offers-near-me" color="inherit" startIcon={<LocalOfferOutlined />}>
              {t('header.offers')}
              <span className={css.newTag}>{t('header.new')}</span>
            </PlainButton>
            <PlainButton to="/help" color="inherit" startIcon={<HelpOutlineOutlined />}>
              {t('header.help')}
            </PlainButton>
            <LanguageSelect compact />
          </Box>
          {view.signedIn && <CartButton count={view.hydrated ? cart.count : 0} />}
          <PlainIconButton
            color="inherit"
            aria-label={t('header.account')}
            aria-haspopup="dialog"
            onPointerEnter={AccountDrawer.prefetch}
            onFocus={AccountDrawer.prefetch}
            onClick={openDrawer}
          >
            <AccountCircleOutlined fontSize="large" />
          </PlainIconButton>
        </Box>
      </Container>
      <ConnectionStatus />
      {drawer.ready && (
        <Suspense fallback={null}>
          <AccountDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {drawer.failure && <PartUnavailableNotice failure={drawer.failure} onDismiss={drawer.dismiss} />}
      {session.isSignedIn && pushSetup.ready && (
        <Suspense fallback={null}>
          <PushNotificationsSetup />
        </Suspense>
      )}
    </Box>
  );
});
