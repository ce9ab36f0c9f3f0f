/** A static policy page: a title, an optional effective date and headed sections of paragraphs or lists. */
export interface LegalDocument {
  title: string;
  effective?: string;
  intro: string;
  sections: { heading: string; paragraphs?: string[]; points?: string[] }[];
}
