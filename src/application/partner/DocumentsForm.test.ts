import { describe, expect, it } from 'vitest';
import { VALID_DOCUMENTS } from '../../../test/helpers/partnerDrafts';
import { onboardingDrafts, visitorSession } from '../../../test/helpers/portDoubles';
import { DocumentsForm } from './DocumentsForm';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

describe('DocumentsForm', () => {
  it('normalises input into the draft and proceeds with valid documents', () => {
    const onboarding = new PartnerOnboardingStore(onboardingDrafts(), visitorSession());
    const form = new DocumentsForm(onboarding);
    form.form.setField('businessPAN', 'aapfu 0939 f');
    expect(onboarding.draft.documents.businessPAN).toBe('AAPFU0939F');
    expect(form.proceed()).toBe(false);
    expect(form.form.error('gstin')).toBe('gstinRequired');
    for (const [field, value] of Object.entries(VALID_DOCUMENTS))
      form.form.setField(field as keyof typeof VALID_DOCUMENTS, value);
    expect(form.proceed()).toBe(true);
    expect(onboarding.completion.documents).toBe(true);
  });

  it('shows a field error once the field is left', () => {
    const form = new DocumentsForm(new PartnerOnboardingStore(onboardingDrafts(), visitorSession()));
    form.form.setField('businessPAN', 'ABCDE1234F');
    expect(form.form.error('businessPAN')).toBeNull();
    form.form.touch('businessPAN');
    expect(form.form.error('businessPAN')).toBe('businessPANInvalid');
  });
});
