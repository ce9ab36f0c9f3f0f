import { z } from 'zod/mini';

/** The envelope most calls answer with. `success: false` is a refusal even on HTTP 200. */
export const SuccessResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/** Numbers sometimes arrive as numeric strings from the live API. */
export const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/** Ids arrive as numbers or strings; the app treats them as strings. */
export const idString = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String));

/** Decimal degrees, as numbers or numeric text. */
export const latitude = z.pipe(numeric, z.number().check(z.gte(-90)).check(z.lte(90)));
export const longitude = z.pipe(numeric, z.number().check(z.gte(-180)).check(z.lte(180)));
