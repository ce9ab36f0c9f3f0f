import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../domain/language/language';
import { toProfile } from '../mappers/profileMappers';
import { ProfileResponseSchema } from './profile';

const answer = (language: unknown) => ({
  success: true,
  data: { name: 'Aarav', email: 'aarav@example.com', mobile: '9876543210', language },
});
const profileOf = (body: unknown) => toProfile(ProfileResponseSchema.parse(body));

describe("a profile's language, as both adapter sets read it", () => {
  it('keeps a language the app speaks', () => {
    for (const code of SUPPORTED_LANGUAGES) expect(profileOf(answer(code)).language).toBe(code);
  });

  it('reads a missing or unknown language as none, never as an unreadable profile', () => {
    const { data } = answer(undefined);
    expect(profileOf({ success: true, data: { name: data.name, email: data.email, mobile: data.mobile } })).toEqual({
      name: 'Aarav',
      email: 'aarav@example.com',
      mobile: '9876543210',
    });
    fc.assert(
      fc.property(
        fc.anything().filter((value) => !(SUPPORTED_LANGUAGES as readonly unknown[]).includes(value)),
        (language) => {
          const profile = profileOf(answer(language));
          expect(profile.language).toBeUndefined();
          expect(profile.name).toBe('Aarav');
        },
      ),
    );
  });
});
