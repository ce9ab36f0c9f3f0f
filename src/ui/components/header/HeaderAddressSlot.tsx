import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { addressSlotText, deliverToLabelSx } from './addressSlot';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { Box, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, Suspense, useState } from 'react';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import { AddressSelection } from '../../../application/address/AddressSelection';
import { SessionStore } from '../../../application/session/SessionStore';
import { useSignedInView } from '../../app/drawnSignedIn';
import { lazyNamed } from '../../app/lazyPage';
import { useOnDemandPart } from '../../app/useOnDemandPart';
import { useInjection } from '../../di/ContainerProvider';
import { PlainButton } from '../controls/PlainButton';
import { PartUnavailableNotice } from '../feedback/PartUnavailableNotice';
import css from './header.module.css';
import { useT } from '../../i18n/useT';

// The dropdown and the no-address prompt (MUI's menu and dialog) load when first needed.
const HeaderAddressMenu = lazyNamed<{ anchor: HTMLElement | null; onClose: () => void }>(
  () => import('./HeaderAddressMenu'),
  'HeaderAddressMenu',
);
const NoAddressDialog = lazyNamed(() => import('./NoAddressDialog'), 'NoAddressDialog');

/**
 * The header's delivery-address dropdown (signed-in customers): saved addresses and 'Add New Address'.
 * Choosing one selects it, closes the dropdown and caches it; Escape and a click outside close it.
 */
export const HeaderAddressSlot = observer(function HeaderAddressSlot() {
  const t = useT();
  const session = useInjection(SessionStore);
  const book = useInjection(AddressBookStore);
  const selection = useInjection(AddressSelection);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useOnDemandPart(HeaderAddressMenu);
  const noAddress = useOnDemandPart(NoAddressDialog, book.showsNoAddressPrompt);
  // As the prerendered page drew it (signed in without a saved address, or nothing) until it is hydrated.
  const view = useSignedInView(session.isSignedIn);
  if (!view.signedIn) return null;
  const menuOpen = Boolean(anchor) && menu.ready;
  const selected = view.hydrated ? selection.selected : null;
  return (
    <>
      <PlainButton
        color="inherit"
        className={css.addressButton}
        onPointerEnter={HeaderAddressMenu.prefetch}
        onFocus={HeaderAddressMenu.prefetch}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          menu.load();
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-expanded={menuOpen ? 'true' : 'false'}
        aria-controls={menuOpen ? 'header-address-menu' : undefined}
        startIcon={<LocationOnOutlined color="primary" />}
        endIcon={<KeyboardArrowDown />}
        // Phones: the address type and as much of the address as fits, on one line; the whole text is the title.
        title={t('header.deliverTo', { address: addressSlotText(selected) })}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" component="span" color="text.secondary" sx={deliverToLabelSx}>
            {t('header.deliverToLabel')}{' '}
          </Typography>
          <Typography variant="body2" component="span" noWrap sx={{ display: 'block', fontWeight: 700 }}>
            {addressSlotText(selected)}
          </Typography>
        </Box>
      </PlainButton>
      <Suspense fallback={null}>
        {menu.ready && <HeaderAddressMenu anchor={anchor} onClose={() => setAnchor(null)} />}
        {book.showsNoAddressPrompt && noAddress.ready && <NoAddressDialog />}
      </Suspense>
      {menu.failure && (
        <PartUnavailableNotice
          failure={menu.failure}
          onDismiss={() => {
            menu.dismiss();
            setAnchor(null);
          }}
        />
      )}
    </>
  );
});
