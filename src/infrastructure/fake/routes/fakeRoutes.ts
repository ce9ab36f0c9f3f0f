import { demoRoutes } from './demoRoutes';
import { favoriteRoutes } from './favoriteRoutes';
import { menuCartRoutes } from './menuCartRoutes';
import { orderRoutes } from './orderRoutes';
import { pushRoutes } from './pushRoutes';
import type { FakeRoute } from './route';
import { trainRoutes } from './trainRoutes';

/**
 * The fake route table: every endpoint table entry the fake server answers, by area. The fake adapter set calls
 * it in process (FakeEndpointCaller); the msw handlers (contract tests, `npm run api`) are generated from it.
 */
export const fakeRoutes: readonly FakeRoute[] = [
  ...favoriteRoutes,
  ...pushRoutes,
  ...menuCartRoutes,
  ...orderRoutes,
  ...trainRoutes,
  ...demoRoutes,
];
