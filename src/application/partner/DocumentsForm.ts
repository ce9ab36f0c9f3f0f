import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { areDocumentsComplete, type DocumentField, normalizeDocumentInput, validateDocuments } from '../../domain/partner/documents';
import { ErrorReveal } from './ErrorReveal';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

/** Step 2, documents: edits the draft in place with normalised input; Proceed reveals what is wrong. */
@injectable('Transient')
export class DocumentsForm {
  readonly reveal = new ErrorReveal<DocumentField>();

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    makeAutoObservable<this, 'onboarding'>(this, { onboarding: false }, { autoBind: true });
  }

  get documents() {
    return this.onboarding.draft.documents;
  }

  get errors() {
    return validateDocuments(this.documents);
  }

  error(field: DocumentField): string | null {
    return this.reveal.shows(field) ? this.errors[field] : null;
  }

  set(field: DocumentField, raw: string) {
    this.documents[field] = normalizeDocumentInput(field, raw);
  }

  touch(field: DocumentField) {
    this.reveal.touch(field);
  }

  /** Reveals every error; true when step 2 is complete. */
  proceed(): boolean {
    this.reveal.revealAll();
    return areDocumentsComplete(this.documents);
  }
}
