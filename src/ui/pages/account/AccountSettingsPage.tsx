import { Box, Container, Paper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SessionStore } from '../../../application/session/SessionStore';
import { TabBar, type TabBarTab } from '../../components/controls/TabBar';
import { useInjection } from '../../di/ContainerProvider';
import { SignInPrompt } from '../../components/feedback/SignInPrompt';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SeenNotice } from '../../components/feedback/SeenNotice';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

type AccountTab = 'profile' | 'security';

const ACCOUNT_TABS: readonly { value: AccountTab; label: MessageId }[] = [
  { value: 'profile', label: 'account.settings.profile' },
  { value: 'security', label: 'account.settings.security' },
];

/** The tab an address asks for: `?tab=security`, else Profile (anything else in it is ignored). */
const tabOf = (params: URLSearchParams): AccountTab => (params.get('tab') === 'security' ? 'security' : 'profile');

/** /account-setting: Profile and Security tabs; the tab chosen is in the address, so a reload or Back keeps it. */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const t = useT();
  const session = useInjection(SessionStore);
  const [params, setParams] = useSearchParams();
  // Profile first, as prerendered (hydration must match), then the address's tab.
  const [tab, setTab] = useState<AccountTab>('profile');
  useEffect(() => setTab(tabOf(params)), [params]);
  const choose = (next: AccountTab) => {
    setTab(next);
    void setParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  };
  if (!session.isSignedIn) {
    // One short line on a phone: a longer message outgrew the prerendered heading and became the page's largest paint.
    return <SignInPrompt title={t('drawer.settings')} message={t('account.settings.signInMessage')} />;
  }
  const tabs: TabBarTab<AccountTab>[] = ACCOUNT_TABS.map(({ value, label }) => ({ value, label: t(label) }));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        {t('drawer.settings')}
      </Typography>
      <SeenNotice sx={{ mb: 2 }} />
      <Paper variant="outlined">
        <TabBar
          tabs={tabs}
          value={tab}
          onChange={choose}
          idPrefix="account-tab"
          panelId="account-panel"
          sx={{ px: 2 }}
        />
        <Box role="tabpanel" id="account-panel" aria-labelledby={`account-tab-${tab}`} sx={{ p: { xs: 2, md: 4 } }}>
          {tab === 'profile' ? <ProfileTab /> : <SecurityTab />}
        </Box>
      </Paper>
    </Container>
  );
});
