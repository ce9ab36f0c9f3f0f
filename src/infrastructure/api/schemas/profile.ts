import { z } from 'zod/mini';
import { UserDtoSchema } from './auth';
import { SuccessResponseSchema } from './common';

export const ProfileDtoSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});

export const ProfileResponseSchema = z.extend(SuccessResponseSchema, { data: z.optional(ProfileDtoSchema) });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const UpdateProfileRequestSchema = z.object({ name: z.string(), email: z.string(), mobile: z.string() });

export const UpdateProfileResponseSchema = z.extend(SuccessResponseSchema, {
  user: z.optional(UserDtoSchema),
  token: z.optional(z.string()),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

export const ChangePasswordRequestSchema = z.object({ otp: z.string(), password: z.string() });
