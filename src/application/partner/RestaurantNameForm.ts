import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { RESTAURANT_NAME_REQUIRED_TEXT } from '../../domain/partner/restaurantInfo';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

/** /restaurent-name: the restaurant's name, saved into the onboarding draft before step 1. */
@injectable('Transient')
export class RestaurantNameForm {
  name: string;
  attempted = false;

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    this.name = onboarding.draft.restaurantInfo.restaurantName;
    makeAutoObservable<this, 'onboarding'>(this, { onboarding: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.attempted && !this.name.trim() ? RESTAURANT_NAME_REQUIRED_TEXT : null;
  }

  setName(name: string) {
    this.name = name;
  }

  /** Saves the trimmed name into the draft; false (with an error) when it is blank. */
  save(): boolean {
    this.attempted = true;
    if (this.error) return false;
    this.onboarding.setRestaurantName(this.name.trim());
    return true;
  }
}
