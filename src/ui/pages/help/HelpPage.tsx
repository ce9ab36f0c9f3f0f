import Search from '@mui/icons-material/Search';
import { Box, Button, Container, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { HelpCenterStore } from '../../../application/support/HelpCenterStore';
import { SupportChatStore } from '../../../application/support/SupportChatStore';
import { type AppConfig, AppConfigToken } from '../../../infrastructure/ports/AppConfig';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { messageWith } from '../../i18n/messageWith';
import { useT } from '../../i18n/useT';
import { ContactCards } from './ContactCards';
import { HelpTopics } from './HelpTopics';
import { LiveChatPanel } from './LiveChatPanel';

/** /help: search, contact cards, questions by category, the immediate-help banner and live chat. */
export const HelpPage = observer(function HelpPage() {
  const t = useT();
  const help = useInjection(HelpCenterStore);
  const chat = useInjection(SupportChatStore);
  useStoreLifecycle(chat);
  const { supportPhone, supportEmail } = useInjection<AppConfig>(AppConfigToken);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="h1">
            {t('drawer.help')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('account.help.subtitle')}
          </Typography>
          <TextField
            value={help.searchText}
            onChange={(event) => help.setSearchText(event.target.value)}
            placeholder={t('account.help.searchPlaceholder')}
            slotProps={{
              htmlInput: { 'aria-label': t('account.help.searchLabel') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ mt: 3, maxWidth: 560, bgcolor: 'background.paper' }}
          />
        </Box>
        <ContactCards phone={supportPhone} email={supportEmail} onStartChat={chat.openChat} />
        <HelpTopics help={help} />
        <Paper
          sx={{ p: { xs: 3, md: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          component="section"
          aria-label={t('account.help.immediate')}
        >
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h5" component="h2">
                {t('account.help.immediate')}
              </Typography>
              <Typography sx={{ opacity: 0.9 }}>
                {supportPhone
                  ? messageWith(
                      t,
                      'account.help.availableAt',
                      'phone',
                      <Box
                        component="a"
                        href={`tel:${supportPhone.replace(/\s/g, '')}`}
                        sx={{ color: 'inherit', fontWeight: 700 }}
                      >
                        {supportPhone}
                      </Box>,
                    )
                  : t('account.help.available')}
              </Typography>
            </Box>
            <Button variant="contained" color="secondary" onClick={chat.openChat}>
              {t('account.help.liveChatSupport')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <LiveChatPanel />
    </Container>
  );
});
