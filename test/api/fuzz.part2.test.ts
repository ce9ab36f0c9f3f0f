import { fuzzRoutes } from './fuzzRoutes';

// Part 2 of 2 of the route table's fuzz (test/api/fuzzRoutes.ts).
fuzzRoutes(1, 2);
