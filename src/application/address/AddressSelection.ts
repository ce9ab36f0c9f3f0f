import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Address } from '../../domain/address/Address';
import type { GeoPoint } from '../../domain/geo/GeoPoint';

/**
 * The delivery address currently chosen (held in memory, FEATURES F-address Addresses).
 * The address book sets it; listings read its coordinates; checkout pre-selects from it.
 */
@injectable()
export class AddressSelection {
  selected: Address | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get point(): GeoPoint | null {
    return this.selected ? { latitude: this.selected.latitude, longitude: this.selected.longitude } : null;
  }

  select(address: Address | null) {
    this.selected = address;
  }
}
