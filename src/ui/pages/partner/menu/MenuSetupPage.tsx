import { Alert, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { MenuSetupStore } from '../../../../application/partner/MenuSetupStore';
import { useInjection } from '../../../di/ContainerProvider';
import { useT } from '../../../i18n/useT';
import { partnerProblemText } from '../partnerText';
import { ONBOARDING_PATHS } from '../onboardingPaths';
import { OnboardingLayout } from '../OnboardingLayout';
import { StepActions } from '../StepActions';
import { AddCategoryForm } from './AddCategoryForm';
import { MenuCategoryCard } from './MenuCategoryCard';
import { MenuItemDialog } from './MenuItemDialog';
import { RemoveCategoryDialog } from './RemoveCategoryDialog';
import { usePartnerOnboarding } from '../usePartnerOnboarding';
import { keyedByDraft } from '../keyedByDraft';

/** /menu-setup, step 3: categories (expandable) with their dishes. */
export const MenuSetupPage = keyedByDraft(
  observer(function MenuSetupPage() {
    usePartnerOnboarding();
    const menu = useInjection(MenuSetupStore);
    const t = useT();
    return (
      <OnboardingLayout step="menu" title={t('partner.menu.title')} subtitle={t('partner.menu.subtitle')}>
        <Stack spacing={2.5}>
          <AddCategoryForm menu={menu} />
          {menu.categories.length === 0 && (
            <Typography color="text.secondary">{t('partner.menu.noCategories')}</Typography>
          )}
          {menu.categories.map((category) => (
            <MenuCategoryCard key={category.id} menu={menu} category={category} />
          ))}
          {menu.proceedError && <Alert severity="warning">{partnerProblemText(menu.proceedError)}</Alert>}
        </Stack>
        <StepActions back={ONBOARDING_PATHS.documents} next={ONBOARDING_PATHS.contract} onProceed={menu.proceed} />
        <MenuItemDialog menu={menu} />
        <RemoveCategoryDialog menu={menu} />
      </OnboardingLayout>
    );
  }),
);
