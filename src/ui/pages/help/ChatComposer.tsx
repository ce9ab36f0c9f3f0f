import Send from '@mui/icons-material/Send';
import { IconButton, InputBase, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import type { SupportChatStore } from '../../../application/support/SupportChatStore';
import { useT } from '../../i18n/useT';

/** The message box: Enter sends, Shift+Enter starts a new line; it grows up to 6rem. */
export const ChatComposer = observer(function ChatComposer({ chat }: { chat: SupportChatStore }) {
  const t = useT();
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      chat.send();
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}>
      <InputBase
        multiline
        value={chat.draft}
        onChange={(event) => chat.setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={t('account.chat.placeholder')}
        inputProps={{ 'aria-label': t('account.chat.placeholder') }}
        sx={{
          flex: 1,
          px: 1.5,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          '& textarea': { maxHeight: '6rem', overflowY: 'auto !important' },
        }}
      />
      <IconButton color="primary" aria-label={t('account.chat.send')} onClick={chat.send} disabled={!chat.canSend}>
        <Send />
      </IconButton>
    </Stack>
  );
});
