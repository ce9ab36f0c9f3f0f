import { describe, expect, it } from 'vitest';
import {
  areDocumentsComplete,
  BANK_ACCOUNT_INVALID_TEXT,
  FSSAI_INVALID_TEXT,
  GSTIN_INVALID_TEXT,
  GSTIN_PAN_MISMATCH_TEXT,
  IFSC_INVALID_TEXT,
  normalizeDocumentInput,
  PAN_INVALID_TEXT,
  validateDocuments,
  emptyPartnerDocuments,
} from './documents';
import { VALID_DOCUMENTS } from '../../../test/helpers/partnerDrafts';

describe('partner documents (step 2)', () => {
  it('are complete with a PAN, a GSTIN carrying it, an IFSC, an account number and a 14-digit FSSAI number', () => {
    expect(areDocumentsComplete(VALID_DOCUMENTS)).toBe(true);
  });

  it('requires every document', () => {
    const errors = validateDocuments(emptyPartnerDocuments());
    expect(Object.values(errors).every((error) => error?.startsWith('Enter'))).toBe(true);
  });

  it.each([
    ['businessPAN', 'AAPXU0939F', PAN_INVALID_TEXT],
    ['businessPAN', 'AAPFU093F9', PAN_INVALID_TEXT],
    ['gstin', '27AAPFU0939F1ZA', GSTIN_INVALID_TEXT],
    ['bankIFSC', 'HDFC1001234', IFSC_INVALID_TEXT],
    ['bankIFSC', 'HDF00001234', IFSC_INVALID_TEXT],
    ['bankAccount', '12345678', BANK_ACCOUNT_INVALID_TEXT],
    ['bankAccount', '1234567890123456789', BANK_ACCOUNT_INVALID_TEXT],
    ['fssaiNumber', '1002001100012', FSSAI_INVALID_TEXT],
  ] as const)('rejects %s %s', (field, value, text) => {
    expect(validateDocuments({ ...VALID_DOCUMENTS, [field]: value })[field]).toBe(text);
  });

  it('rejects a valid GSTIN of another business', () => {
    expect(validateDocuments({ ...VALID_DOCUMENTS, businessPAN: 'AAACB1234C' }).gstin).toBe(GSTIN_PAN_MISMATCH_TEXT);
  });

  it('normalises what is typed: capitals without spaces, digits only, never too long', () => {
    expect(normalizeDocumentInput('businessPAN', 'aapfu 0939f')).toBe('AAPFU0939F');
    expect(normalizeDocumentInput('gstin', '27aapfu0939f1zv99')).toBe('27AAPFU0939F1ZV');
    expect(normalizeDocumentInput('bankAccount', '5010-0123 4567')).toBe('501001234567');
    expect(normalizeDocumentInput('fssaiNumber', '1002 0011 0001 2345')).toBe('10020011000123');
  });
});
