/**
 * What main.tsx imports after startupSchemas.ts: the catalogue's and the cart's zod schemas are a second file of
 * schemas (scripts/vite/startupChunks.ts), evaluated in a task of its own (building zod schemas is most of the time
 * that evaluating them takes).
 */
export { RestaurantListResponseSchema } from '../api/schemas/catalogue';
