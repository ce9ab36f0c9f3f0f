import type { MessageId } from '../../i18n/i18n';

/**
 * A static policy page: its title and its sections' headings (catalog ids, in the customer's language), and the
 * policy's text in English (its effective date, an introduction and each section's paragraphs or list), which the
 * page introduces as such in other languages.
 */
export interface LegalDocument {
  title: MessageId;
  effective?: string;
  intro: string;
  sections: { heading: MessageId; paragraphs?: string[]; points?: string[] }[];
}
