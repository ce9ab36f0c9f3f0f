import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { usePartnerOnboarding } from './usePartnerOnboarding';

/**
 * An onboarding screen that starts afresh when the draft is forgotten ('Forget this draft', a sign-out, Register
 * another restaurant): its own stores are made again, so none keeps a copy of what was typed before.
 */
export function keyedByDraft(Screen: ComponentType) {
  return observer(function KeyedByDraft() {
    const onboarding = usePartnerOnboarding();
    return <Screen key={onboarding.generation} />;
  });
}
