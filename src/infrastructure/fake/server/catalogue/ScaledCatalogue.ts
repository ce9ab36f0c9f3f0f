import type { CuisineRecord, RestaurantRecord } from '../../db/catalogueRecords';
import type { FakeDatabase } from '../../db/FakeDatabase';
import { isStationKitchen, scaledRestaurantId } from '../../seed/catalogueScale';

/** Copies of one restaurant spread on a spiral around it, ~2.5 km at most for 32 copies. */
const SPREAD_DEGREES = 0.004;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * The catalogue as the server sees it: the fixture restaurants, multiplied by the demo's scale setting
 * (copies get ids from `scaledRestaurantId`, so every copy maps back to its fixture). Built once per scale.
 */
export class ScaledCatalogue {
  private readonly byScale = new Map<number, RestaurantRecord[]>();
  private cuisineNames: Map<number, string> | null = null;

  constructor(private readonly db: FakeDatabase) {}

  restaurants(scale: number): RestaurantRecord[] {
    let list = this.byScale.get(scale);
    if (!list) {
      // Station kitchens hand food over on trains only: they are not browsed.
      const base = (this.db.restaurants.all() as RestaurantRecord[]).filter((record) => !isStationKitchen(record.id));
      list = [...base];
      for (let copy = 1; copy < scale; copy++) list.push(...base.map((record) => copyOf(record, copy)));
      this.byScale.set(scale, list);
    }
    return list;
  }

  cuisines(): CuisineRecord[] {
    return this.db.cuisines.all() as CuisineRecord[];
  }

  /** The names of a restaurant's cuisines, in its own order. */
  cuisineNamesOf(record: RestaurantRecord): string[] {
    this.cuisineNames ??= new Map(this.cuisines().map((cuisine) => [cuisine.category_id, cuisine.category_name]));
    return record.cuisineIds.map((id) => this.cuisineNames?.get(id)).filter((name): name is string => Boolean(name));
  }
}

function copyOf(record: RestaurantRecord, copy: number): RestaurantRecord {
  const radius = SPREAD_DEGREES * Math.sqrt(copy);
  const angle = copy * GOLDEN_ANGLE + record.id;
  return {
    ...record,
    id: scaledRestaurantId(record.id, copy),
    latitude: round5(record.latitude + radius * Math.sin(angle)),
    longitude: round5(record.longitude + radius * Math.cos(angle)),
  };
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
