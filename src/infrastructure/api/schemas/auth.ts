import { z } from 'zod';
import { idString, SuccessResponseSchema } from './common';

export const LoginRequestSchema = z.object({ phone: z.string(), password: z.string() });

export const LoginResponseSchema = SuccessResponseSchema.extend({
  token: z.string().optional(),
  roleType: z.union([z.string(), z.number()]).nullish(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The live API's user record; its fields are not in the spec, so several spellings are accepted. */
export const UserDtoSchema = z.object({
  id: idString.optional(),
  _id: idString.optional(),
  name: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  mobile: z.union([z.string(), z.number()]).nullish(),
  phone: z.union([z.string(), z.number()]).nullish(),
  roleType: z.union([z.string(), z.number()]).nullish(),
});
export type UserDto = z.infer<typeof UserDtoSchema>;

export const MeResponseSchema = z.object({
  success: z.boolean().optional(),
  data: UserDtoSchema.optional(),
  user: UserDtoSchema.optional(),
  message: z.string().optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const RegisterRequestSchema = z.object({
  firstName: z.string(),
  mobile: z.string(),
  email: z.string(),
  password: z.string(),
});

export const ResetIdentitySchema = z.object({ userEmail: z.string(), userPhone: z.string() });
export const VerifyResetOtpRequestSchema = ResetIdentitySchema.extend({ otp: z.string() });
export const ResetPasswordRequestSchema = VerifyResetOtpRequestSchema.extend({ password: z.string() });
