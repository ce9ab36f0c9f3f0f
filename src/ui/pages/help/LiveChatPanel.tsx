import Close from '@mui/icons-material/Close';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { Avatar, Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { SupportChatStore } from '../../../application/support/SupportChatStore';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';

/** The spec's breakpoint for the full-height panel (MUI's lg is 1200 px). */
export const FULL_HEIGHT_FROM = '@media (min-width: 1024px)';

/** Floating live-chat panel: full height at 1024 px and above, 500 px tall below. */
export const LiveChatPanel = observer(function LiveChatPanel() {
  const t = useT();
  const chat = useInjection(SupportChatStore);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (chat.open) closeButton.current?.focus();
  }, [chat.open]);
  if (!chat.open) return null;
  return (
    <Paper
      role="dialog"
      aria-label={t('account.chat.title')}
      elevation={12}
      onKeyDown={(event) => event.key === 'Escape' && chat.closeChat()}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal,
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        bottom: { xs: 72, md: 16 },
        width: { sm: 380 },
        height: 500,
        maxHeight: 'calc(100vh - 96px)',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        // After the responsive values above, so it wins from 1024 px up.
        [FULL_HEIGHT_FROM]: { right: 0, bottom: 0, top: 0, height: '100vh', maxHeight: '100vh', borderRadius: 0 },
      }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main' }}>
          <SupportAgent />
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 800 }}>{t('account.chat.title')}</Typography>
          <Typography variant="body2">{t('account.chat.online')}</Typography>
        </Box>
        <IconButton
          ref={closeButton}
          aria-label={t('account.chat.close')}
          onClick={chat.closeChat}
          sx={{ color: 'inherit' }}
        >
          <Close />
        </IconButton>
      </Stack>
      <ChatMessages chat={chat} />
      <ChatComposer chat={chat} />
    </Paper>
  );
});
