import { Box, Container, Paper, Tab, Tabs, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { SessionStore } from '../../../application/session/SessionStore';
import { useInjection } from '../../di/ContainerProvider';
import { SignInPrompt } from '../../components/feedback/SignInPrompt';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

type AccountTab = 'profile' | 'security';

/** /account-setting: Profile and Security tabs. */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const session = useInjection(SessionStore);
  const [tab, setTab] = useState<AccountTab>('profile');
  if (!session.isSignedIn) {
    return <SignInPrompt title="Account Settings" message="Sign in to see and edit your profile and password." />;
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Account Settings
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, value: AccountTab) => setTab(value)}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
        >
          <Tab value="profile" label="Profile" id="account-tab-profile" aria-controls="account-panel" />
          <Tab value="security" label="Security" id="account-tab-security" aria-controls="account-panel" />
        </Tabs>
        <Box role="tabpanel" id="account-panel" aria-labelledby={`account-tab-${tab}`} sx={{ p: { xs: 2, md: 4 } }}>
          {tab === 'profile' ? <ProfileTab /> : <SecurityTab />}
        </Box>
      </Paper>
    </Container>
  );
});
