import { CONTRACT_RULES } from '../../../../domain/partner/contract';

const rules = CONTRACT_RULES;

/**
 * The agreement's terms (FEATURES F-account), shown on the Terms tab. The clauses are the contract's legal text and
 * stay in English, the language the agreement is signed in (ClauseList says so in the owner's language).
 */
export const TERMS_CLAUSES = [
  `Payouts are settled every ${rules.settlementDay} for the orders delivered in the payment cycle you choose (weekly unless you pick another cycle).`,
  'Commission is charged on the food value of every delivered order at the rate agreed on the Commission tab; taxes are extra.',
  `Disputes about orders or payouts are resolved within ${rules.disputeResolutionHours} hours of being raised with partner support.`,
  `Either party may end this agreement with ${rules.terminationNoticeDays} days' written notice.`,
  'Menu prices on RailBite must not be higher than the prices in your restaurant.',
];

/** The partner policies (FEATURES F-account), shown on the Policies tab. */
export const POLICY_CLAUSES = [
  `Keep an average customer rating of at least ${rules.minimumRating}.`,
  `Keep your order acceptance rate above ${rules.minimumAcceptancePercent}%.`,
  `Cancel an order only within ${rules.cancellationWindowSeconds} seconds of receiving it, and only when you cannot prepare it.`,
  `Keep your FSSAI certificate valid: it must not expire within ${rules.fssaiValidityDays} days. Renew it early and share the new one.`,
  'Pack food in sealed, spill-proof containers suitable for travel by train.',
];
