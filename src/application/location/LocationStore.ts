import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { type DemoCity, demoCityAt, demoCityNamed } from '../../domain/geo/demoCities';
import { type GeoPoint, isUsablePoint } from '../../domain/geo/GeoPoint';
import { type ChosenCityStorage, ChosenCityStorageToken } from '../../infrastructure/ports/ChosenCityStorage';
import { type ClientIpApi, ClientIpApiToken } from '../../infrastructure/ports/ClientIpApi';
import { type DeviceLocation, DeviceLocationToken } from '../../infrastructure/ports/DeviceLocation';
import { type IpGeolocation, IpGeolocationToken } from '../../infrastructure/ports/IpGeolocation';
import { AddressSelection } from '../address/AddressSelection';
import { type DetectedLocation, detectLocation } from './detectLocation';

/** What decided the point listings use, strongest first. */
export type LocationSource = 'address' | 'choice' | 'device' | 'ip';

/**
 * The point restaurant listings are computed from. Priority: the selected delivery address, then a city
 * the customer chose (the demo's city switch), then the device's position, then the IP fallback. The chosen city is
 * kept on the device (in both adapter sets), so a page load keeps it; a sign-out forgets it.
 */
@injectable()
export class LocationStore {
  detected: DetectedLocation | null = null;
  chosenCity: DemoCity | null = null;
  status: 'idle' | 'locating' | 'located' | 'failed' = 'idle';

  constructor(
    @inject(DeviceLocationToken) private readonly device: DeviceLocation,
    @inject(ClientIpApiToken) private readonly clientIp: ClientIpApi,
    @inject(IpGeolocationToken) private readonly ipGeolocation: IpGeolocation,
    @inject(AddressSelection) private readonly addresses: AddressSelection,
    @inject(ChosenCityStorageToken) private readonly chosenCities: ChosenCityStorage,
  ) {
    this.chosenCity = this.savedCity();
    makeAutoObservable<this, 'device' | 'clientIp' | 'ipGeolocation' | 'addresses' | 'chosenCities'>(
      this,
      {
        device: false,
        clientIp: false,
        ipGeolocation: false,
        addresses: false,
        chosenCities: false,
        detected: observableRef,
        chosenCity: observableRef,
      },
      { autoBind: true },
    );
    // Another tab's choice, or a sign-out that erased it, shows here too.
    chosenCities.onChange(() => runInAction(() => (this.chosenCity = this.savedCity())));
  }

  /** The saved choice, when it still names a demo city. */
  private savedCity(): DemoCity | null {
    return demoCityNamed(this.chosenCities.read() ?? '');
  }

  get source(): LocationSource | null {
    const address = this.addresses.point;
    if (address && isUsablePoint(address)) return 'address';
    if (this.chosenCity) return 'choice';
    return this.detected?.by ?? null;
  }

  get point(): GeoPoint | null {
    switch (this.source) {
      case 'address':
        return this.addresses.point;
      case 'choice':
        return this.chosenCity?.point ?? null;
      case 'device':
      case 'ip':
        return this.detected?.point ?? null;
      default:
        return null;
    }
  }

  /** The demo city the point lies in, if any (names the place in the UI). */
  get cityName(): string | null {
    return this.point ? (demoCityAt(this.point)?.name ?? null) : null;
  }

  /** 'undetermined' ('Unable to determine location') once device and IP both failed and nothing else gives a point. */
  get failure(): 'undetermined' | null {
    return this.status === 'failed' && !this.point ? 'undetermined' : null;
  }

  /** Detects the customer's position once (device, then IP); later calls reuse the answer. */
  async ensureLocated(): Promise<void> {
    if (this.status !== 'idle') return;
    await this.detect();
  }

  /** Asks the device and the IP fallback again (after a failure, or to refresh the position). */
  async retry(): Promise<void> {
    if (this.status === 'locating') return;
    await this.detect();
  }

  /** A city chosen by hand overrides the detected position; null goes back to the detected one. */
  chooseCity(city: DemoCity | null) {
    this.chosenCity = city;
    this.chosenCities.save(city?.name ?? null);
  }

  private async detect() {
    this.status = 'locating';
    const detected = await detectLocation({
      device: this.device,
      clientIp: this.clientIp,
      ipGeolocation: this.ipGeolocation,
    });
    runInAction(() => {
      this.detected = detected;
      this.status = detected ? 'located' : 'failed';
    });
  }
}
