import { describe, expect, it } from 'vitest';
import { areDocumentsComplete, normalizeDocumentInput, validateDocuments, emptyPartnerDocuments } from './documents';
import { VALID_DOCUMENTS } from '../../../test/helpers/partnerDrafts';

describe('partner documents (step 2)', () => {
  it('are complete with a PAN, a GSTIN carrying it, an IFSC, an account number and a 14-digit FSSAI number', () => {
    expect(areDocumentsComplete(VALID_DOCUMENTS)).toBe(true);
  });

  it('requires every document', () => {
    const errors = validateDocuments(emptyPartnerDocuments());
    expect(errors).toEqual({
      businessPAN: 'businessPANRequired',
      gstin: 'gstinRequired',
      bankIFSC: 'bankIFSCRequired',
      bankAccount: 'bankAccountRequired',
      fssaiNumber: 'fssaiNumberRequired',
    });
  });

  it.each([
    ['businessPAN', 'AAPXU0939F', 'businessPANInvalid'],
    ['businessPAN', 'AAPFU093F9', 'businessPANInvalid'],
    ['gstin', '27AAPFU0939F1ZA', 'gstinInvalid'],
    ['bankIFSC', 'HDFC1001234', 'bankIFSCInvalid'],
    ['bankIFSC', 'HDF00001234', 'bankIFSCInvalid'],
    ['bankAccount', '12345678', 'bankAccountInvalid'],
    ['bankAccount', '1234567890123456789', 'bankAccountInvalid'],
    ['fssaiNumber', '1002001100012', 'fssaiNumberInvalid'],
  ] as const)('rejects %s %s', (field, value, text) => {
    expect(validateDocuments({ ...VALID_DOCUMENTS, [field]: value })[field]).toBe(text);
  });

  it('rejects a valid GSTIN of another business', () => {
    expect(validateDocuments({ ...VALID_DOCUMENTS, businessPAN: 'AAACB1234C' }).gstin).toBe('gstinPanMismatch');
  });

  it('normalises what is typed: capitals without spaces, digits only, never too long', () => {
    expect(normalizeDocumentInput('businessPAN', 'aapfu 0939f')).toBe('AAPFU0939F');
    expect(normalizeDocumentInput('gstin', '27aapfu0939f1zv99')).toBe('27AAPFU0939F1ZV');
    expect(normalizeDocumentInput('bankAccount', '5010-0123 4567')).toBe('501001234567');
    expect(normalizeDocumentInput('fssaiNumber', '1002 0011 0001 2345')).toBe('10020011000123');
  });
});
