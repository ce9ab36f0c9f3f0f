import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  canSaveFinderAddress,
  type FinderFallback,
  type FinderSavedAddress,
  finderEntry,
  wantsSuggestions,
} from '../../domain/geo/finder';
import { type GeoPoint, NEW_DELHI } from '../../domain/geo/GeoPoint';
import { normalizePoint } from '../../domain/geo/mapRules';
import { placeLabel, type PlaceSuggestion } from '../../domain/geo/Place';
import { type DeviceLocation, DeviceLocationToken } from '../../infrastructure/ports/DeviceLocation';
import { type Geocoder, GeocoderToken } from '../../infrastructure/ports/Geocoder';

/**
 * The Address & Location Finder (/map, FEATURES F-address). Everything lives in page memory only:
 * nothing is sent anywhere, and the saved addresses are gone when the page is left.
 */
@injectable('Transient')
export class LocationFinderStore {
  /** The address text box: what the customer typed, or the address found. */
  text = '';
  /** What names the location while its address is not known (the text box shows its words then). */
  fallback: FinderFallback | null = null;
  suggestions: PlaceSuggestion[] = [];
  suggestionsOpen = false;
  location: GeoPoint | null = null;
  center: GeoPoint = NEW_DELHI;
  locating = false;
  saved: FinderSavedAddress[] = [];
  private suggestionRequest = 0;
  private lookup = 0;

  constructor(
    @inject(GeocoderToken) private readonly geocoder: Geocoder,
    @inject(DeviceLocationToken) private readonly device: DeviceLocation,
  ) {
    makeAutoObservable<this, 'geocoder' | 'device' | 'suggestionRequest' | 'lookup'>(
      this,
      { geocoder: false, device: false, suggestionRequest: false, lookup: false },
      { autoBind: true },
    );
  }

  get canSave(): boolean {
    return canSaveFinderAddress(this.location, this.text, this.fallback);
  }

  /** Typing: suggestions (India only) once the text is longer than 2 characters; otherwise none. */
  async setText(text: string): Promise<void> {
    this.text = text;
    this.fallback = null;
    const request = ++this.suggestionRequest;
    if (!wantsSuggestions(text)) return this.closeSuggestions();
    let suggestions: PlaceSuggestion[] = [];
    try {
      suggestions = await this.geocoder.autocomplete(text.trim());
    } catch (error) {
      console.warn('Address suggestions failed', error);
    }
    if (request !== this.suggestionRequest) return;
    runInAction(() => {
      this.suggestions = suggestions;
      this.suggestionsOpen = suggestions.length > 0;
    });
  }

  closeSuggestions() {
    this.suggestions = [];
    this.suggestionsOpen = false;
  }

  /** Fetches the suggested place's name, address and location and moves the marker there. */
  async chooseSuggestion(suggestion: PlaceSuggestion): Promise<void> {
    this.suggestionRequest++;
    this.closeSuggestions();
    this.text = suggestion.mainText;
    this.fallback = null;
    try {
      const place = await this.geocoder.placeDetails(suggestion.placeId);
      runInAction(() => {
        this.lookup++;
        this.text = placeLabel(place);
        this.moveTo(place.location);
      });
    } catch (error) {
      console.warn('Place details failed', error);
    }
  }

  /** The device position with its address ('current' if unknown); Delhi ('default') when the device cannot tell. */
  async useCurrentLocation(): Promise<void> {
    this.locating = true;
    try {
      const position = await this.device.currentPosition();
      runInAction(() => this.moveTo(position));
      await this.describe(position, 'current');
    } catch (error) {
      console.warn('Current location unavailable; using the default location', error);
      runInAction(() => {
        this.lookup++;
        this.moveTo(NEW_DELHI);
        this.name('', 'default');
      });
    } finally {
      runInAction(() => {
        this.locating = false;
      });
    }
  }

  /** A click sets the location and looks up its address ('custom', named by its coordinates, if unknown). */
  clickMap(point: GeoPoint): Promise<void> {
    const location = normalizePoint(point);
    this.location = location;
    return this.describe(location, 'custom');
  }

  save() {
    if (!this.location || !this.canSave) return;
    const entry = finderEntry(this.text, this.fallback, this.location, new Date());
    const newest = this.saved[0]?.id ?? 0;
    this.saved.unshift({ ...entry, id: Math.max(entry.id, newest + 1) });
  }

  load(entry: FinderSavedAddress) {
    this.lookup++;
    this.closeSuggestions();
    this.name(entry.address, entry.fallback);
    this.moveTo({ latitude: entry.coordinates.lat, longitude: entry.coordinates.lng });
  }

  remove(id: number) {
    this.saved = this.saved.filter((entry) => entry.id !== id);
  }

  private moveTo(point: GeoPoint) {
    this.location = point;
    this.center = point;
  }

  private name(text: string, fallback: FinderFallback | null) {
    this.text = text;
    this.fallback = text ? null : fallback;
  }

  private async describe(point: GeoPoint, fallback: FinderFallback): Promise<void> {
    const lookup = ++this.lookup;
    let text = '';
    try {
      text = (await this.geocoder.reverseGeocode(point))?.formattedAddress ?? '';
    } catch (error) {
      console.warn('Address lookup failed', error);
    }
    if (lookup === this.lookup) runInAction(() => this.name(text, fallback));
  }
}
