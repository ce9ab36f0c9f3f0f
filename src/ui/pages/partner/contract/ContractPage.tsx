import { Box, Button, Divider } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { type ContractTab, ContractSigningStore } from '../../../../application/partner/ContractSigningStore';
import { TabBar, type TabBarTab } from '../../../components/controls/TabBar';
import { useInjection } from '../../../di/ContainerProvider';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
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

const TAB_LABELS: Record<ContractTab, MessageId> = {
  terms: 'partner.contract.tab.terms',
  commission: 'partner.contract.tab.commission',
  policies: 'partner.contract.tab.policies',
};

/** /contract, step 4: terms, commission and policies tabs, then signing; the success screen once signed. */
export const ContractPage = keyedByDraft(
  observer(function ContractPage() {
    usePartnerOnboarding();
    const contract = useInjection(ContractSigningStore);
    const t = useT();
    if (contract.signature) {
      return (
        <OnboardingLayout step="contract" title={t('partner.contract.signedTitle')}>
          <ContractSignedScreen />
        </OnboardingLayout>
      );
    }
    const tabs: TabBarTab<ContractTab>[] = (['terms', 'commission', 'policies'] as const).map((value) => ({
      value,
      label: t(TAB_LABELS[value]),
    }));
    return (
      <OnboardingLayout step="contract" title={t('partner.contract.title')} subtitle={t('partner.contract.subtitle')}>
        <TabBar
          tabs={tabs}
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
          {t('partner.back')}
        </Button>
      </OnboardingLayout>
    );
  }),
);
