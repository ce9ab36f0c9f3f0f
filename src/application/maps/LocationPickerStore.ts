import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type GeoPoint, NEW_DELHI } from '../../domain/geo/GeoPoint';
import { LocationFailure, type LocationFailureReason } from '../../domain/geo/LocationFailure';
import { LOCATED_ZOOM, MapsNotLoaded, type MapsProblem, normalizePoint, PICKER_ZOOM } from '../../domain/geo/mapRules';
import type { PickedLocation, PlaceAddress } from '../../domain/geo/Place';
import { type DeviceLocation, DeviceLocationToken } from '../../infrastructure/ports/DeviceLocation';
import { type Geocoder, GeocoderToken } from '../../infrastructure/ports/Geocoder';

/** What the picker tells the customer went wrong: the device's refusal, or the maps' problem. */
export type PickerMessage = LocationFailureReason | MapsProblem;

/**
 * The 'Select Location on Map' modal (FEATURES F-address: Location picker): search, current location, a click
 * sets the marker and looks up its address. Select Location is offered only with both a point and an address.
 */
@injectable('Transient')
export class LocationPickerStore {
  center: GeoPoint = NEW_DELHI;
  zoom = PICKER_ZOOM;
  point: GeoPoint | null = null;
  address: PlaceAddress | null = null;
  query = '';
  searching = false;
  locating = false;
  resolving = false;
  /** The last maps message (FEATURES F-address), if something went wrong. */
  message: PickerMessage | null = null;
  private lookup = 0;

  constructor(
    @inject(GeocoderToken) private readonly geocoder: Geocoder,
    @inject(DeviceLocationToken) private readonly device: DeviceLocation,
  ) {
    makeAutoObservable<this, 'geocoder' | 'device' | 'lookup'>(
      this,
      { geocoder: false, device: false, lookup: false },
      { autoBind: true },
    );
  }

  get canSelect(): boolean {
    return this.point !== null && this.address !== null;
  }

  get selection(): PickedLocation | null {
    if (!this.point || !this.address) return null;
    return { ...this.point, placeId: this.address.placeId, address: this.address };
  }

  /** Opens on the given location; without one, asks the device where the customer is. */
  async openAt(initial: PickedLocation | null): Promise<void> {
    if (!initial) return this.useCurrentLocation();
    this.point = { latitude: initial.latitude, longitude: initial.longitude };
    this.center = this.point;
    this.zoom = LOCATED_ZOOM;
    this.address = initial.address;
  }

  setQuery(text: string) {
    this.query = text;
  }

  async useCurrentLocation(): Promise<void> {
    this.locating = true;
    this.message = null;
    try {
      const position = await this.device.currentPosition();
      runInAction(() => {
        this.center = position;
        this.zoom = LOCATED_ZOOM;
      });
      await this.place(position);
    } catch (error) {
      runInAction(() => {
        this.message = error instanceof LocationFailure ? error.reason : 'currentLocationFailed';
      });
    } finally {
      runInAction(() => {
        this.locating = false;
      });
    }
  }

  clickMap(point: GeoPoint): Promise<void> {
    return this.place(normalizePoint(point));
  }

  /** Searches the (non-blank) text and moves the marker to the best match. */
  async search(): Promise<void> {
    const text = this.query.trim();
    if (!text) return;
    this.searching = true;
    this.message = null;
    try {
      const found = await this.geocoder.searchText(text);
      runInAction(() => {
        if (!found) {
          this.message = 'notFound';
          return;
        }
        this.lookup++;
        this.point = found.location;
        this.center = found.location;
        this.zoom = LOCATED_ZOOM;
        this.address = found.address;
      });
    } catch (error) {
      runInAction(() => {
        this.message = error instanceof MapsNotLoaded ? 'notLoaded' : 'searchFailed';
      });
    } finally {
      runInAction(() => {
        this.searching = false;
      });
    }
  }

  /** Sets the marker and reverse-geocodes it; a later point wins over a slower earlier lookup. */
  private async place(point: GeoPoint): Promise<void> {
    const lookup = ++this.lookup;
    this.point = point;
    this.address = null;
    this.resolving = true;
    this.message = null;
    let address: PlaceAddress | null = null;
    let message: PickerMessage | null = null;
    try {
      address = await this.geocoder.reverseGeocode(point);
      if (!address) message = 'noAddressDetails';
    } catch (error) {
      message = error instanceof MapsNotLoaded ? 'notLoaded' : 'noAddressDetails';
    }
    if (lookup !== this.lookup) return;
    runInAction(() => {
      this.address = address;
      this.message = message;
      this.resolving = false;
    });
  }
}
