import { z } from 'zod/mini';
import places from '../../../../fixtures/gazetteer.json';
import { buildGazetteer, GazetteerEntrySchema, type GazetteerPlace } from './gazetteer';

/**
 * The demo gazetteer: at least 200 places across New Delhi, Agra, Jaipur and Mumbai. Its own module, loaded
 * with the first map or the first geocoding: most pages need neither.
 */
export const GAZETTEER: readonly GazetteerPlace[] = buildGazetteer(z.array(GazetteerEntrySchema).parse(places));
