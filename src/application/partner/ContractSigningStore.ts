import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  type CommissionRate,
  type ContractTerms,
  type ContractTermsInput,
  contractTermsToInput,
  normalizeMinimumOrderInput,
  parseMinimumOrder,
  validateContractTerms,
} from '../../domain/partner/contract';
import { estimateMonthlyEarnings } from '../../domain/partner/earnings';
import type { OnboardingStepKey } from '../../domain/partner/onboardingProgress';
import {
  type AgreementKey,
  canSign,
  noAgreements,
  sanitizeSigningOtp,
  type SignatureInput,
} from '../../domain/partner/signing';
import { isValidPhone } from '../../domain/validation/phone';
import { FormState } from '../shared/FormState';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

export type ContractTab = 'terms' | 'commission' | 'policies';

/**
 * Why the contract was not signed, as a typed outcome the UI words: steps 1-3 not complete (which ones), terms
 * with an error, or an OTP other than the one sent.
 */
export type SignProblem =
  { kind: 'stepsMissing'; steps: OnboardingStepKey[] } | { kind: 'termsInvalid' } | { kind: 'otpMismatch' };

/** A six-digit code. The onboarding flow is local only: no SMS is sent, the screen shows the code. */
const demoOtp = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/** Step 4, contract: the editable terms, the earnings estimate and signing with an OTP. */
@injectable('Transient')
export class ContractSigningStore {
  tab: ContractTab = 'terms';
  agreements = noAgreements();
  /**
   * The Terms tab's fields, edited in the onboarding draft as they are typed (a minimum order once it is a valid
   * amount); an error shows once its field was edited.
   */
  readonly termsForm: FormState<ContractTermsInput>;
  /** The signature name and the OTP: Sign Contract stays disabled until both are given, so they show no error. */
  readonly signingForm: FormState<SignatureInput>;
  /** The code "sent" to the owner; null until Send OTP. */
  sentCode: string | null = null;
  signError: SignProblem | null = null;

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    this.termsForm = new FormState<ContractTermsInput>({
      values: contractTermsToInput(onboarding.draft.contract),
      validate: validateContractTerms,
      reveal: 'afterEdit',
      normalize: { minimumOrder: normalizeMinimumOrderInput },
      onEdit: (_field, input) => this.copyIntoDraft(input),
    });
    this.signingForm = new FormState<SignatureInput>({
      values: { signatoryName: '', otp: '' },
      validate: () => ({}),
      reveal: 'afterSubmit',
      normalize: { otp: sanitizeSigningOtp },
      onEdit: (field) => {
        if (field === 'otp') this.signError = null;
      },
    });
    makeAutoObservable<this, 'onboarding'>(
      this,
      { onboarding: false, termsForm: false, signingForm: false },
      { autoBind: true },
    );
  }

  get terms(): ContractTerms {
    return this.onboarding.draft.contract;
  }

  get earnings() {
    return estimateMonthlyEarnings(this.terms.commissionRate);
  }

  get otpSent() {
    return this.sentCode !== null;
  }

  /** The owner's mobile number from step 1, when it is a valid one. */
  get otpDestination(): string | null {
    const { mobile } = this.onboarding.draft.restaurantInfo;
    return isValidPhone(mobile) ? mobile : null;
  }

  get canSign() {
    return canSign({ agreements: this.agreements, ...this.signingForm.values });
  }

  get signature() {
    return this.onboarding.draft.signature;
  }

  setTab(tab: ContractTab) {
    this.tab = tab;
  }

  setCommissionRate(rate: CommissionRate) {
    this.terms.commissionRate = rate;
  }

  setDeliveryModel(model: ContractTerms['deliveryModel']) {
    this.terms.deliveryModel = model;
  }

  setAgreement(key: AgreementKey, agreed: boolean) {
    this.agreements[key] = agreed;
  }

  /** "Sends" the OTP once; the button stays disabled afterwards. */
  sendOtp() {
    if (!this.otpSent) this.sentCode = demoOtp();
  }

  /**
   * Signs when allowed: steps 1-3 complete, valid terms and the OTP that was sent. Records the signature
   * in the draft (the success screen follows); otherwise says what stops it.
   */
  sign(): boolean {
    if (!this.canSign) return false;
    const missing = this.onboarding.missingBeforeContract;
    if (missing.length > 0) this.signError = { kind: 'stepsMissing', steps: missing.map((step) => step.key) };
    else if (!this.termsForm.submit()) this.signError = { kind: 'termsInvalid' };
    else if (this.signingForm.values.otp !== this.sentCode) this.signError = { kind: 'otpMismatch' };
    else this.signError = null;
    if (this.signError) return false;
    this.onboarding.recordSignature(this.signingForm.values.signatoryName.trim(), Date.now());
    return true;
  }

  /** The terms as typed go into the draft: the cycle and the hours at once, the minimum order once it is valid. */
  private copyIntoDraft(input: ContractTermsInput) {
    this.terms.paymentCycle = input.paymentCycle;
    this.terms.operatingHours = { start: input.opensAt, end: input.closesAt };
    const paise = parseMinimumOrder(input.minimumOrder);
    if (paise !== null) this.terms.minimumOrderPaise = paise;
  }
}
