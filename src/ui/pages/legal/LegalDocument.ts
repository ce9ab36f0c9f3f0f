import type { MessageId } from '../../i18n/i18n';

/**
 * A static policy page: a title (in the customer's language), then the policy in English (its effective date, an
 * introduction and headed sections of paragraphs or lists), which the page introduces as such in other languages.
 */
export interface LegalDocument {
  title: MessageId;
  effective?: string;
  intro: string;
  sections: { heading: string; paragraphs?: string[]; points?: string[] }[];
}
