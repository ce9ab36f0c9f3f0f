import { z } from 'zod';

/** The envelope most calls answer with. `success: false` is a refusal even on HTTP 200. */
export const SuccessResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/** Numbers sometimes arrive as numeric strings from the live API. */
export const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

/** Ids arrive as numbers or strings; the app treats them as strings. */
export const idString = z.union([z.string().min(1), z.number()]).transform(String);
