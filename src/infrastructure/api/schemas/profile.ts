import { z } from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../../../domain/language/language';
import { UserDtoSchema } from './auth';
import { SuccessResponseSchema } from './common';

export const ProfileDtoSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  /**
   * The customer's language, a field of ours: read leniently, so a provider that leaves it out or sends a language we
   * do not speak gives a profile without one, never an unreadable profile.
   */
  language: z.catch(z.optional(z.enum(SUPPORTED_LANGUAGES)), undefined),
});

export const ProfileResponseSchema = z.extend(SuccessResponseSchema, { data: z.optional(ProfileDtoSchema) });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** The details to save; without `language` the customer's language stays as it was (an unknown one is refused). */
export const UpdateProfileRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  language: z.optional(z.enum(SUPPORTED_LANGUAGES)),
});

export const UpdateProfileResponseSchema = z.extend(SuccessResponseSchema, {
  user: z.optional(UserDtoSchema),
  token: z.optional(z.string()),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

export const ChangePasswordRequestSchema = z.object({ otp: z.string(), password: z.string() });
