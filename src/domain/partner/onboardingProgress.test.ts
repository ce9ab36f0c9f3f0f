import { describe, expect, it } from 'vitest';
import { givenReadyDraft } from '../../../test/helpers/partnerDrafts';
import { draftForDevice, emptyOnboardingDraft } from './onboardingDraft';
import { onboardingProgress, stepsMissingBeforeContract } from './onboardingProgress';

describe('onboarding progress', () => {
  it('shows the four steps with the one on screen active', () => {
    const steps = onboardingProgress(emptyOnboardingDraft(), 'documents');
    expect(steps.map((step) => `${step.number} ${step.key}`)).toEqual([
      '1 info',
      '2 documents',
      '3 menu',
      '4 contract',
    ]);
    expect(steps.map((step) => step.active)).toEqual([false, true, false, false]);
    expect(steps.some((step) => step.complete)).toBe(false);
  });

  it('marks a step complete once its data is valid, and the contract once signed', () => {
    const draft = givenReadyDraft();
    expect(onboardingProgress(draft, 'contract').map((step) => step.complete)).toEqual([true, true, true, false]);
    expect(stepsMissingBeforeContract(draft)).toEqual([]);
    const signed = { ...draft, signature: { signatoryName: 'Meera Iyer', signedAt: 1 } };
    expect(onboardingProgress(signed, 'contract').every((step) => step.complete)).toBe(true);
  });

  it('lists the unfinished steps before the contract', () => {
    const draft = { ...givenReadyDraft(), menu: [] };
    expect(stepsMissingBeforeContract(draft).map((step) => step.key)).toEqual(['menu']);
  });
});

describe('draft for the device', () => {
  it('keeps everything but the tax and bank numbers (kept in memory only)', () => {
    const draft = givenReadyDraft();
    const device = draftForDevice(draft);
    expect(device.documents).toEqual({
      businessPAN: '',
      gstin: '',
      bankIFSC: '',
      bankAccount: '',
      fssaiNumber: draft.documents.fssaiNumber,
    });
    expect({ ...device, documents: draft.documents }).toEqual(draft);
  });
});
