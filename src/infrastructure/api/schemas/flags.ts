import { z } from 'zod/mini';
import { idString } from './common';

/** Booleans sometimes arrive as 0/1 or "true"/"1" from the live API. */
export const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** One id or a list of ids (or nothing), always read as a list of strings. */
export const idList = z.pipe(
  z.optional(z.union([z.array(idString), idString, z.null()])),
  z.transform((value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])),
);
