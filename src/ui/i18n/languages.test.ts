import { expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../domain/language/language';
import { LANGUAGE_CODES } from './languages';

it('describes every language a profile may hold, and no other', () => {
  expect([...LANGUAGE_CODES].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
});
