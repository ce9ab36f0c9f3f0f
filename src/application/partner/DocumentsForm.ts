import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  areDocumentsComplete,
  type DocumentField,
  normalizeDocumentInput,
  type PartnerDocuments,
  validateDocuments,
} from '../../domain/partner/documents';
import { FormState } from '../shared/FormState';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

const normalizer = (field: DocumentField) => (typed: string) => normalizeDocumentInput(field, typed);

/** Step 2, documents: edits the draft in place with normalised input; Proceed reveals what is wrong. */
@injectable('Transient')
export class DocumentsForm {
  /** An error shows once its field was left, and every error after Proceed. */
  readonly form: FormState<PartnerDocuments>;

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    this.form = new FormState<PartnerDocuments>({
      values: () => this.onboarding.draft.documents,
      validate: validateDocuments,
      reveal: 'afterBlur',
      normalize: {
        businessPAN: normalizer('businessPAN'),
        gstin: normalizer('gstin'),
        bankIFSC: normalizer('bankIFSC'),
        bankAccount: normalizer('bankAccount'),
        fssaiNumber: normalizer('fssaiNumber'),
      },
    });
    makeAutoObservable<this, 'onboarding'>(this, { onboarding: false }, { autoBind: true });
  }

  /** Reveals every error; true when step 2 is complete. */
  proceed(): boolean {
    this.form.submit();
    return areDocumentsComplete(this.onboarding.draft.documents);
  }
}
