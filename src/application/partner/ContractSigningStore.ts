import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  type CommissionRate,
  type ContractTerms,
  parseMinimumOrder,
  validateContractTerms,
} from '../../domain/partner/contract';
import { estimateMonthlyEarnings } from '../../domain/partner/earnings';
import {
  type AgreementKey,
  canSign,
  noAgreements,
  OTP_MISMATCH_TEXT,
  sanitizeSigningOtp,
} from '../../domain/partner/signing';
import { isValidPhone } from '../../domain/validation/phone';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

export type ContractTab = 'terms' | 'commission' | 'policies';
export const FIX_TERMS_TEXT = 'Fix the contract terms before signing.';

/** A six-digit code. The onboarding flow is local only: no SMS is sent, the screen shows the code. */
const demoOtp = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/** Step 4, contract: the editable terms, the earnings estimate and signing with an OTP. */
@injectable('Transient')
export class ContractSigningStore {
  tab: ContractTab = 'terms';
  agreements = noAgreements();
  signatoryName = '';
  otp = '';
  /** The code "sent" to the owner; null until Send OTP. */
  sentCode: string | null = null;
  signError: string | null = null;
  minimumOrderText: string;

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    this.minimumOrderText = String(onboarding.draft.contract.minimumOrderPaise / 100);
    makeAutoObservable<this, 'onboarding'>(this, { onboarding: false }, { autoBind: true });
  }

  get terms(): ContractTerms {
    return this.onboarding.draft.contract;
  }

  get termsErrors() {
    return validateContractTerms(this.minimumOrderText, this.terms);
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
    return canSign({ agreements: this.agreements, signatoryName: this.signatoryName, otp: this.otp });
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

  setPaymentCycle(cycle: ContractTerms['paymentCycle']) {
    this.terms.paymentCycle = cycle;
  }

  setDeliveryModel(model: ContractTerms['deliveryModel']) {
    this.terms.deliveryModel = model;
  }

  /** Keeps digits only; a valid amount goes straight into the draft. */
  setMinimumOrderText(text: string) {
    this.minimumOrderText = text.replace(/\D/g, '').slice(0, 5);
    const paise = parseMinimumOrder(this.minimumOrderText);
    if (paise !== null) this.terms.minimumOrderPaise = paise;
  }

  setOperatingHour(end: 'start' | 'end', time: string) {
    this.terms.operatingHours[end] = time;
  }

  setAgreement(key: AgreementKey, agreed: boolean) {
    this.agreements[key] = agreed;
  }

  setSignatoryName(name: string) {
    this.signatoryName = name;
  }

  setOtp(raw: string) {
    this.otp = sanitizeSigningOtp(raw);
    this.signError = null;
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
    if (missing.length > 0) this.signError = `Complete ${missing.map((step) => step.title).join(', ')} before signing.`;
    else if (Object.values(this.termsErrors).some(Boolean)) this.signError = FIX_TERMS_TEXT;
    else if (this.otp !== this.sentCode) this.signError = OTP_MISMATCH_TEXT;
    else this.signError = null;
    if (this.signError) return false;
    this.onboarding.recordSignature(this.signatoryName.trim(), Date.now());
    return true;
  }
}
