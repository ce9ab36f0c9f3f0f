import { Box, Button, Divider } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { type ContractTab, ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { TabBar, type TabBarTab } from '../../../components/controls/TabBar';
import { useInjection } from '../../../di/ContainerProvider';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { OnboardingLayout } from '../OnboardingLayout';
import { ClauseList } from './ClauseList';
import { CommissionTab } from './CommissionTab';
import { ContractSignedScreen } from './ContractSignedScreen';
import { POLICY_CLAUSES } from './contractTexts';
import { SigningPanel } from './SigningPanel';
import { TermsTab } from './TermsTab';
import { usePartnerOnboarding } from '../usePartnerOnboarding';
import { keyedByDraft } from '../keyedByDraft';

const TABS: readonly TabBarTab<ContractTab>[] = [
  { value: 'terms', label: 'Terms' },
  { value: 'commission', label: 'Commission' },
  { value: 'policies', label: 'Policies' },
];

/** /contract, step 4: terms, commission and policies tabs, then signing; the success screen once signed. */
export const ContractPage = keyedByDraft(
  observer(function ContractPage() {
    usePartnerOnboarding();
    const contract = useInjection(ContractSigningStore);
    if (contract.signature) {
      return (
        <OnboardingLayout step="contract" title="Contract signed, welcome aboard!">
          <ContractSignedScreen />
        </OnboardingLayout>
      );
    }
    return (
      <OnboardingLayout
        step="contract"
        title="Review and sign your contract"
        subtitle="Read each tab, adjust the terms if you need to, then sign with the OTP."
      >
        <TabBar
          tabs={TABS}
          value={contract.tab}
          onChange={(tab) => contract.setTab(tab)}
          idPrefix="contract-tab"
          panelId="contract-panel"
          fullWidth
        />
        <Box role="tabpanel" id="contract-panel" aria-labelledby={`contract-tab-${contract.tab}`} sx={{ py: 3 }}>
          {contract.tab === 'terms' && <TermsTab contract={contract} />}
          {contract.tab === 'commission' && <CommissionTab contract={contract} />}
          {contract.tab === 'policies' && <ClauseList clauses={POLICY_CLAUSES} />}
        </Box>
        <Divider sx={{ mb: 3 }} />
        <SigningPanel contract={contract} />
        <Button component={RouterLink} to={ONBOARDING_PATHS.menu} sx={{ mt: 3 }}>
          Back
        </Button>
      </OnboardingLayout>
    );
  }),
);
