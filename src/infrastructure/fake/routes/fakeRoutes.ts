import { addressRoutes } from './addressRoutes';
import { authRoutes } from './authRoutes';
import { catalogueRoutes } from './catalogueRoutes';
import { demoRoutes } from './demoRoutes';
import { favoriteRoutes } from './favoriteRoutes';
import { locationRoutes } from './locationRoutes';
import { menuCartRoutes } from './menuCartRoutes';
import { orderRoutes } from './orderRoutes';
import { profileRoutes } from './profileRoutes';
import { pushRoutes } from './pushRoutes';
import type { FakeRoute } from './route';
import { trainRoutes } from './trainRoutes';

/**
 * The fake route table: every endpoint table entry the fake server answers, by area. The fake adapter set calls
 * it in process (FakeEndpointCaller); the msw handlers (contract tests, `npm run api`) are generated from it.
 */
export const fakeRoutes: readonly FakeRoute[] = [
  ...authRoutes,
  ...profileRoutes,
  ...addressRoutes,
  ...locationRoutes,
  ...catalogueRoutes,
  ...favoriteRoutes,
  ...pushRoutes,
  ...menuCartRoutes,
  ...orderRoutes,
  ...trainRoutes,
  ...demoRoutes,
];
