/**
 * What main.tsx imports before the container: the container's zod schemas (the schema library and the API's schemas)
 * are a file of their own (scripts/vite/startupChunks.ts), and importing any module of that file evaluates all of it,
 * in a task before the one that evaluates the rest of the container.
 */
export { SuccessResponseSchema } from '../api/schemas/common';
