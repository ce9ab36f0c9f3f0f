import { z } from 'zod/mini';
import { ContractTermsSchema, defaultContractTerms } from './contract';
import { emptyPartnerDocuments, PartnerDocumentsSchema, withoutSecretDocuments } from './documents';
import { MenuCategorySchema } from './menu';
import { emptyRestaurantInfo, RestaurantInfoSchema } from './restaurantInfo';

/**
 * Everything the owner has entered in partner onboarding; saved on the device so a reload loses nothing but the
 * tax and bank numbers, which are kept in memory only (see `draftForDevice`).
 */
export const OnboardingDraftSchema = z.object({
  restaurantInfo: RestaurantInfoSchema,
  documents: PartnerDocumentsSchema,
  menu: z.array(MenuCategorySchema),
  contract: ContractTermsSchema,
  /** Set once the contract is signed. */
  signature: z.nullable(z.object({ signatoryName: z.string(), signedAt: z.number() })),
});
export type OnboardingDraft = z.infer<typeof OnboardingDraftSchema>;

export const emptyOnboardingDraft = (): OnboardingDraft => ({
  restaurantInfo: emptyRestaurantInfo(),
  documents: emptyPartnerDocuments(),
  menu: [],
  contract: defaultContractTerms(),
  signature: null,
});

/** What of the draft may be saved on the device: everything but PAN, GSTIN, IFSC and the bank account number. */
export const draftForDevice = (draft: OnboardingDraft): OnboardingDraft => ({
  ...draft,
  documents: withoutSecretDocuments(draft.documents),
});

/** Whether nothing was entered yet (the draft is as a new one starts): such a draft is not worth keeping. */
export const isEmptyOnboardingDraft = (draft: OnboardingDraft): boolean =>
  JSON.stringify(draft) === JSON.stringify(emptyOnboardingDraft());
