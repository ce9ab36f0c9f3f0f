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
export type DocumentErrors = Record<DocumentField, string | null>;

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

/**
 * The FSSAI address rule, said as a rule: onboarding does not ask for the restaurant's address nor read the
 * certificate, so it cannot claim the two differ (a mismatch the partner could not correct anywhere).
 */
export const FSSAI_ADDRESS_TEXT =
  'The address on your FSSAI certificate must be the address of this restaurant: we check it against the certificate before your restaurant goes live.';

/** What the documents screen tells the owner about the numbers it does not save. */
export const DOCUMENTS_MEMORY_ONLY_TEXT =
  'For your security, your PAN, GSTIN, IFSC and bank account number are kept only while this page is open: they are never saved on this device, so after a reload you enter them again.';

/** The documents as they may be saved on the device: the secret numbers left out. */
export const withoutSecretDocuments = (documents: PartnerDocuments): PartnerDocuments => ({
  ...documents,
  ...Object.fromEntries(SECRET_DOCUMENT_FIELDS.map((field) => [field, ''])),
});

/** Fourth PAN character: the holder's type (company, person, firm, trust…). */
const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
const FSSAI_PATTERN = /^\d{14}$/;

export const DOCUMENT_LENGTHS: Record<DocumentField, number> = {
  businessPAN: 10,
  gstin: 15,
  bankIFSC: 11,
  bankAccount: 18,
  fssaiNumber: 14,
};

export const PAN_INVALID_TEXT = 'Enter a valid 10-character PAN, e.g. AAPFU0939F';
export const GSTIN_INVALID_TEXT = 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV';
export const GSTIN_PAN_MISMATCH_TEXT = 'The GSTIN must contain your business PAN';
export const IFSC_INVALID_TEXT = 'Enter a valid 11-character IFSC, e.g. HDFC0001234';
export const BANK_ACCOUNT_INVALID_TEXT = 'Enter a bank account number of 9 to 18 digits';
export const FSSAI_INVALID_TEXT = 'Enter the 14-digit FSSAI licence number';

const REQUIRED_TEXTS: DocumentErrors = {
  businessPAN: 'Enter your business PAN',
  gstin: 'Enter your GSTIN',
  bankIFSC: 'Enter the IFSC of your bank branch',
  bankAccount: 'Enter your bank account number',
  fssaiNumber: 'Enter your FSSAI licence number',
};

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

function gstinError(gstin: string, pan: string): string | null {
  if (!isValidGstin(gstin)) return GSTIN_INVALID_TEXT;
  return PAN_PATTERN.test(pan) && panOfGstin(gstin) !== pan ? GSTIN_PAN_MISMATCH_TEXT : null;
}

/** Every error of step 2: required fields, the format of each document, and the GSTIN carrying the PAN. */
export function validateDocuments(documents: PartnerDocuments): DocumentErrors {
  const formatErrors: Record<DocumentField, () => string | null> = {
    businessPAN: () => (PAN_PATTERN.test(documents.businessPAN) ? null : PAN_INVALID_TEXT),
    gstin: () => gstinError(documents.gstin, documents.businessPAN),
    bankIFSC: () => (IFSC_PATTERN.test(documents.bankIFSC) ? null : IFSC_INVALID_TEXT),
    bankAccount: () => (BANK_ACCOUNT_PATTERN.test(documents.bankAccount) ? null : BANK_ACCOUNT_INVALID_TEXT),
    fssaiNumber: () => (FSSAI_PATTERN.test(documents.fssaiNumber) ? null : FSSAI_INVALID_TEXT),
  };
  const fields = Object.keys(formatErrors) as DocumentField[];
  return Object.fromEntries(
    fields.map((field) => [field, documents[field].trim() ? formatErrors[field]() : REQUIRED_TEXTS[field]]),
  ) as DocumentErrors;
}

/** Whether step 2 has no error left. */
export const areDocumentsComplete = (documents: PartnerDocuments): boolean =>
  Object.values(validateDocuments(documents)).every((error) => error === null);
