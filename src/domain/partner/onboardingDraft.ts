import { z } from 'zod/mini';
import { ContractTermsSchema, defaultContractTerms } from './contract';
import { emptyPartnerDocuments, PartnerDocumentsSchema } from './documents';
import { MenuCategorySchema } from './menu';
import { emptyRestaurantInfo, RestaurantInfoSchema } from './restaurantInfo';

/** Everything the owner has entered in partner onboarding; saved on the device so a reload loses nothing. */
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

/** The draft saved as JSON, or a fresh one when nothing (or nothing readable) was saved. */
export function readOnboardingDraft(saved: string | null): OnboardingDraft {
  if (saved === null) return emptyOnboardingDraft();
  try {
    const parsed = OnboardingDraftSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : emptyOnboardingDraft();
  } catch {
    return emptyOnboardingDraft();
  }
}
