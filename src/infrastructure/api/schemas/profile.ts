import { z } from 'zod';
import { UserDtoSchema } from './auth';
import { SuccessResponseSchema } from './common';

export const ProfileDtoSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.union([z.string(), z.number()]).transform(String),
});

export const ProfileResponseSchema = SuccessResponseSchema.extend({ data: ProfileDtoSchema.optional() });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const UpdateProfileRequestSchema = z.object({ name: z.string(), email: z.string(), mobile: z.string() });

export const UpdateProfileResponseSchema = SuccessResponseSchema.extend({
  user: UserDtoSchema.optional(),
  token: z.string().optional(),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

export const ChangePasswordRequestSchema = z.object({ otp: z.string(), password: z.string() });
