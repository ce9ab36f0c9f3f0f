import { describe, expect, it } from 'vitest';
import { givenReadyDraft } from '../../../test/helpers/partnerDrafts';
import { emptyOnboardingDraft, type OnboardingDraft } from '../../domain/partner/onboardingDraft';
import { AGREEMENT_KEYS } from '../../domain/partner/signing';
import { onboardingDrafts, visitorSession } from '../../../test/helpers/portDoubles';
import { ContractSigningStore } from './ContractSigningStore';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

function givenContract(draft: OnboardingDraft = givenReadyDraft()) {
  const onboarding = new PartnerOnboardingStore(onboardingDrafts(), visitorSession());
  onboarding.draft = structuredClone(draft);
  return { onboarding, contract: new ContractSigningStore(onboarding) };
}

function fillSignature(contract: ContractSigningStore) {
  for (const key of AGREEMENT_KEYS) contract.setAgreement(key, true);
  contract.signingForm.setField('signatoryName', 'Meera Iyer');
  contract.sendOtp();
  contract.signingForm.setField('otp', contract.sentCode!);
}

describe('ContractSigningStore', () => {
  it('starts on the standard terms with the earnings estimate at 20%', () => {
    const { contract } = givenContract();
    expect(contract.termsForm.values.minimumOrder).toBe('99');
    expect(contract.earnings.commissionPaise).toBe(5_250_000);
    contract.setCommissionRate(18);
    expect(contract.earnings.commissionPaise).toBe(4_725_000);
  });

  it('enables signing only with four boxes ticked, a name and a 6-digit OTP', () => {
    const { contract } = givenContract();
    for (const key of AGREEMENT_KEYS.slice(0, 3)) contract.setAgreement(key, true);
    contract.signingForm.setField('signatoryName', 'Meera Iyer');
    contract.signingForm.setField('otp', '12345');
    expect(contract.canSign).toBe(false);
    contract.signingForm.setField('otp', '123456');
    expect(contract.canSign).toBe(false);
    contract.setAgreement('accuracy', true);
    expect(contract.canSign).toBe(true);
    contract.signingForm.setField('signatoryName', '  ');
    expect(contract.canSign).toBe(false);
  });

  it('sends the OTP once', () => {
    const { contract } = givenContract();
    contract.sendOtp();
    const code = contract.sentCode;
    expect(code).toMatch(/^\d{6}$/);
    contract.sendOtp();
    expect(contract.sentCode).toBe(code);
    expect(contract.otpSent).toBe(true);
    expect(contract.otpDestination).toBe('9876501234');
  });

  it('signs with the sent OTP and records the signature in the draft', () => {
    const { contract, onboarding } = givenContract();
    fillSignature(contract);
    expect(contract.sign()).toBe(true);
    expect(onboarding.draft.signature).toMatchObject({ signatoryName: 'Meera Iyer' });
    expect(onboarding.completion.contract).toBe(true);
  });

  it('refuses a wrong OTP', () => {
    const { contract, onboarding } = givenContract();
    fillSignature(contract);
    contract.signingForm.setField('otp', contract.sentCode === '000000' ? '111111' : '000000');
    expect(contract.sign()).toBe(false);
    expect(contract.signError).toEqual({ kind: 'otpMismatch' });
    expect(onboarding.draft.signature).toBeNull();
  });

  it('refuses to sign before the earlier steps are complete, or with broken terms', () => {
    const early = givenContract(emptyOnboardingDraft()).contract;
    fillSignature(early);
    expect(early.sign()).toBe(false);
    expect(early.signError).toEqual({ kind: 'stepsMissing', steps: ['info', 'documents', 'menu'] });

    const { contract } = givenContract();
    fillSignature(contract);
    contract.termsForm.setField('minimumOrder', '');
    expect(contract.sign()).toBe(false);
    expect(contract.signError).toEqual({ kind: 'termsInvalid' });
  });

  it('keeps the minimum order in paise and ignores what is not a digit', () => {
    const { contract, onboarding } = givenContract();
    contract.termsForm.setField('minimumOrder', '1a49');
    expect(contract.termsForm.values.minimumOrder).toBe('149');
    expect(onboarding.draft.contract.minimumOrderPaise).toBe(14_900);
    contract.termsForm.setField('closesAt', '08:00');
    expect(contract.termsForm.error('closesAt')).toBe('closeBeforeOpen');
    expect(onboarding.draft.contract.operatingHours).toEqual({ start: '09:00', end: '08:00' });
    contract.termsForm.setField('paymentCycle', 'monthly');
    expect(onboarding.draft.contract.paymentCycle).toBe('monthly');
    contract.termsForm.setField('minimumOrder', '');
    expect(contract.termsForm.error('minimumOrder')).toBe('minimumOrderInvalid');
    expect(onboarding.draft.contract.minimumOrderPaise).toBe(14_900);
  });
});
