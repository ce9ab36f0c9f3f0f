import Close from '@mui/icons-material/Close';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { Avatar, Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { SupportChatStore } from '../../../application/support/SupportChatStore';
import { useInjection } from '../../di/ContainerProvider';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';

/** Floating live-chat panel: full height at 1024 px and above, 500 px tall below. */
export const LiveChatPanel = observer(function LiveChatPanel() {
  const chat = useInjection(SupportChatStore);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (chat.open) closeButton.current?.focus();
  }, [chat.open]);
  if (!chat.open) return null;
  return (
    <Paper
      role="dialog"
      aria-label="Live Support"
      elevation={12}
      onKeyDown={(event) => event.key === 'Escape' && chat.closeChat()}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal,
        right: { xs: 8, sm: 16, lg: 0 },
        left: { xs: 8, sm: 'auto' },
        bottom: { xs: 72, md: 16, lg: 0 },
        top: { lg: 0 },
        width: { sm: 380 },
        height: { xs: 500, lg: '100vh' },
        maxHeight: { xs: 'calc(100vh - 96px)', lg: '100vh' },
        display: 'flex',
        flexDirection: 'column',
        borderRadius: { xs: 3, lg: 0 },
        overflow: 'hidden',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Avatar sx={{ bgcolor: 'secondary.main' }}>
          <SupportAgent />
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 800 }}>Live Support</Typography>
          <Typography variant="body2">● Online now</Typography>
        </Box>
        <IconButton ref={closeButton} aria-label="Close chat" onClick={chat.closeChat} sx={{ color: 'inherit' }}>
          <Close />
        </IconButton>
      </Stack>
      <ChatMessages chat={chat} />
      <ChatComposer chat={chat} />
    </Paper>
  );
});
