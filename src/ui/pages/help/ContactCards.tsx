import CallOutlined from '@mui/icons-material/CallOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

interface Card {
  icon: ReactNode;
  title: string;
  detail: string;
  note: string;
  action: ReactNode;
}

function ContactCard({ icon, title, detail, note, action }: Card) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start', height: '100%' }}>
        <Box sx={{ color: 'primary.main', bgcolor: 'rgba(226,64,43,0.08)', borderRadius: 2, p: 1, display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{detail}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {note}
        </Typography>
        {action}
      </Stack>
    </Paper>
  );
}

/** Live Chat, Call Support and Email Support; phone and e-mail come from configuration. */
export function ContactCards({ phone, email, onStartChat }: { phone: string; email: string; onStartChat: () => void }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <ContactCard
        icon={<ChatOutlined />}
        title={t('account.help.liveChat')}
        detail={t('account.help.liveChatDetail')}
        note={t('account.help.liveChatNote')}
        action={
          <Button variant="contained" onClick={onStartChat}>
            {t('account.help.startChat')}
          </Button>
        }
      />
      <ContactCard
        icon={<CallOutlined />}
        title={t('account.help.callSupport')}
        detail={phone || t('account.help.phoneSupport')}
        note={t('account.help.callNote')}
        action={
          <Button variant="outlined" href={phone ? `tel:${phone.replace(/\s/g, '')}` : undefined} disabled={!phone}>
            {t('account.help.callNow')}
          </Button>
        }
      />
      <ContactCard
        icon={<EmailOutlined />}
        title={t('account.help.emailSupport')}
        detail={email || t('account.help.emailDetail')}
        note={t('account.help.emailNote')}
        action={
          <Button variant="outlined" href={email ? `mailto:${email}` : undefined} disabled={!email}>
            {t('account.help.sendEmail')}
          </Button>
        }
      />
    </Box>
  );
}
