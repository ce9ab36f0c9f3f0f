import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { SessionStore } from '../../../application/session/SessionStore';
import { SignOut } from '../../../application/session/SignOut';
import { useInjection } from '../../di/ContainerProvider';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { useT } from '../../i18n/useT';
import { AccountDrawerSignedIn } from './AccountDrawerSignedIn';
import { AccountDrawerSignedOut } from './AccountDrawerSignedOut';

/** The account side drawer. Escape and a click outside close it (MUI's modal behaviour). */
export const AccountDrawer = observer(function AccountDrawer({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const session = useInjection(SessionStore);
  const signOut = useInjection(SignOut);
  const navigate = useNavigate();
  const logout = () => {
    void signOut.signOut();
    onClose();
    void navigate('/');
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '88vw', sm: 380 } }, 'aria-label': t('header.account') } }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <IconButton
          aria-label={t('drawer.close')}
          onClick={onClose}
          sx={{ color: session.isSignedIn ? 'primary.contrastText' : 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      {session.isSignedIn ? (
        <AccountDrawerSignedIn
          user={session.user}
          onNavigate={onClose}
          onLogout={logout}
          onRetryUser={() => void session.refreshUser()}
        />
      ) : (
        <AccountDrawerSignedOut onNavigate={onClose} />
      )}
      {/* Phones have no room for it in the header: the language is chosen here. */}
      <LanguageSelect />
    </Drawer>
  );
});
