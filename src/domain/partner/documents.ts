import { z } from 'zod/mini';
import { isValidGstin, panOfGstin } from './gstin';

/** Step 2 of partner onboarding (kept on the device only). */
export const PartnerDocumentsSchema = z.object({
  businessPAN: z.string(),
  gstin: z.string(),
  bankIFSC: z.string(),
  bankAccount: z.string(),
  fssaiNumber: z.string(),
});
export type PartnerDocuments = z.infer<typeof PartnerDocumentsSchema>;
export type DocumentField = keyof PartnerDocuments;
/**
 * What is wrong with a document number, as a typed outcome the UI words: missing, not of the document's format, or a
 * GSTIN that does not carry the business PAN.
 */
export type DocumentProblem = `${DocumentField}Required` | `${DocumentField}Invalid` | 'gstinPanMismatch';
export type DocumentErrors = Record<DocumentField, DocumentProblem | null>;

export const emptyPartnerDocuments = (): PartnerDocuments => ({
  businessPAN: '',
  gstin: '',
  bankIFSC: '',
  bankAccount: '',
  fssaiNumber: '',
});

/**
 * Tax and bank numbers: kept in memory only, never saved on the device (FEATURES F-safety). The FSSAI licence is
 * public.
 */
export const SECRET_DOCUMENT_FIELDS = [
  'businessPAN',
  'gstin',
  'bankIFSC',
  'bankAccount',
] as const satisfies readonly DocumentField[];

/** The documents as they may be saved on the device: the secret numbers left out. */
export const withoutSecretDocuments = (documents: PartnerDocuments): PartnerDocuments => ({
  ...documents,
  ...Object.fromEntries(SECRET_DOCUMENT_FIELDS.map((field) => [field, ''])),
});

/** Fourth PAN character: the holder's type (company, person, firm, trust…). */
const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/; // BANK_ACCOUNT_MIN_LENGTH to DOCUMENT_LENGTHS.bankAccount
const FSSAI_PATTERN = /^\d{14}$/;

export const DOCUMENT_LENGTHS: Record<DocumentField, number> = {
  businessPAN: 10,
  gstin: 15,
  bankIFSC: 11,
  bankAccount: 18,
  fssaiNumber: 14,
};

/** The bank account number's length: 9 to 18 digits. */
export const BANK_ACCOUNT_MIN_LENGTH = 9;

/**
 * What a document input keeps of a keystroke: PAN, GSTIN and IFSC in capitals without spaces, account
 * and FSSAI numbers as digits; never longer than the document allows.
 */
export function normalizeDocumentInput(field: DocumentField, raw: string): string {
  const kept =
    field === 'bankAccount' || field === 'fssaiNumber'
      ? raw.replace(/\D/g, '')
      : raw.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return kept.slice(0, DOCUMENT_LENGTHS[field]);
}

const invalid = (field: DocumentField): DocumentProblem => `${field}Invalid`;

function gstinError(gstin: string, pan: string): DocumentProblem | null {
  if (!isValidGstin(gstin)) return invalid('gstin');
  return PAN_PATTERN.test(pan) && panOfGstin(gstin) !== pan ? 'gstinPanMismatch' : null;
}

/** Every error of step 2: required fields, the format of each document, and the GSTIN carrying the PAN. */
export function validateDocuments(documents: PartnerDocuments): DocumentErrors {
  const formatErrors: Record<DocumentField, () => DocumentProblem | null> = {
    businessPAN: () => (PAN_PATTERN.test(documents.businessPAN) ? null : invalid('businessPAN')),
    gstin: () => gstinError(documents.gstin, documents.businessPAN),
    bankIFSC: () => (IFSC_PATTERN.test(documents.bankIFSC) ? null : invalid('bankIFSC')),
    bankAccount: () => (BANK_ACCOUNT_PATTERN.test(documents.bankAccount) ? null : invalid('bankAccount')),
    fssaiNumber: () => (FSSAI_PATTERN.test(documents.fssaiNumber) ? null : invalid('fssaiNumber')),
  };
  const fields = Object.keys(formatErrors) as DocumentField[];
  return Object.fromEntries(
    fields.map((field) => [field, documents[field].trim() ? formatErrors[field]() : `${field}Required`]),
  ) as DocumentErrors;
}

/** Whether step 2 has no error left. */
export const areDocumentsComplete = (documents: PartnerDocuments): boolean =>
  Object.values(validateDocuments(documents)).every((error) => error === null);
