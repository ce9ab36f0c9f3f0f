import { fuzzRoutes } from './fuzzRoutes';

// Part 1 of 2 of the route table's fuzz (test/api/fuzzRoutes.ts).
fuzzRoutes(0, 2);
