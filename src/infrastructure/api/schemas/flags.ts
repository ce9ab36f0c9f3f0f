import { z } from 'zod';
import { idString } from './common';

/** Booleans sometimes arrive as 0/1 or "true"/"1" from the live API. */
export const flag = z.union([z.boolean(), z.number(), z.string()]).transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** One id or a list of ids (or nothing), always read as a list of strings. */
export const idList = z
  .union([z.array(idString), idString, z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]));
