/**
 * The demo backend's first file: its database (the records' schemas and @msw/data) and the readers of its fixtures.
 * The container evaluates it in a task before the rest of the backend: the two in one task were its longest start-up
 * task (scripts/vite/startupChunks.ts).
 */
export { FakeDatabase } from './db/FakeDatabase';
export { loadDemoFixtures } from './seed/bundledFixtures';
export { loadTrainFixtures } from './seed/trainFixtures';
