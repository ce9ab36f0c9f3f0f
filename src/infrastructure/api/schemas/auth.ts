import { z } from 'zod/mini';
import { idString, SuccessResponseSchema } from './common';

export const LoginRequestSchema = z.object({ phone: z.string(), password: z.string() });

export const LoginResponseSchema = z.extend(SuccessResponseSchema, {
  token: z.optional(z.string()),
  roleType: z.nullish(z.union([z.string(), z.number()])),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The live API's user record; its fields are not in the spec, so several spellings are accepted. */
export const UserDtoSchema = z.object({
  id: z.optional(idString),
  _id: z.optional(idString),
  name: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.nullish(z.string()),
  email: z.nullish(z.string()),
  mobile: z.nullish(z.union([z.string(), z.number()])),
  phone: z.nullish(z.union([z.string(), z.number()])),
  roleType: z.nullish(z.union([z.string(), z.number()])),
});
export type UserDto = z.infer<typeof UserDtoSchema>;

export const MeResponseSchema = z.object({
  success: z.optional(z.boolean()),
  data: z.optional(UserDtoSchema),
  user: z.optional(UserDtoSchema),
  message: z.optional(z.string()),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const RegisterRequestSchema = z.object({
  firstName: z.string(),
  mobile: z.string(),
  email: z.string(),
  password: z.string(),
});

export const ResetIdentitySchema = z.object({ userEmail: z.string(), userPhone: z.string() });
export const VerifyResetOtpRequestSchema = z.extend(ResetIdentitySchema, { otp: z.string() });
export const ResetPasswordRequestSchema = z.extend(VerifyResetOtpRequestSchema, { password: z.string() });
