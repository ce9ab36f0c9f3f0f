import { Box, Button, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { SupportChatStore } from '../../../application/support/SupportChatStore';
import { QUICK_OPTIONS } from '../../../domain/support/chat';
import { useT } from '../../i18n/useT';
import { chatText, quickOptionText } from './helpText';

/** The conversation, newest at the bottom (scrolled into view), then the quick options until the first message. */
export const ChatMessages = observer(function ChatMessages({ chat }: { chat: SupportChatStore }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={t('account.chat.conversation')}
      sx={{ flex: 1, overflowY: 'auto', p: 2, bgcolor: 'background.default' }}
    >
      <Stack spacing={1}>
        {chat.messages.map((message) => (
          <Box
            key={message.id}
            sx={{
              alignSelf: message.sender === 'user' ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.sender === 'user' ? 'primary.main' : 'background.paper',
              color: message.sender === 'user' ? 'primary.contrastText' : 'text.primary',
              border: message.sender === 'bot' ? 1 : 0,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
              // A long word (a pasted link, a number) breaks inside the bubble instead of running out of it.
              overflowWrap: 'anywhere',
            }}
          >
            {chatText(message.content)}
          </Box>
        ))}
      </Stack>
      {chat.showQuickOptions && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }} aria-label={t('account.chat.quickOptions')}>
          {QUICK_OPTIONS.map((option) => (
            <Button
              key={option}
              size="small"
              variant="outlined"
              onClick={() => chat.chooseQuickOption(option)}
              sx={{ borderRadius: 5 }}
            >
              {quickOptionText(option)}
            </Button>
          ))}
        </Stack>
      )}
      <div ref={end} />
    </Box>
  );
});
