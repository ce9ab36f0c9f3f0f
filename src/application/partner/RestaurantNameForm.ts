import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { restaurantNameError } from '../../domain/partner/restaurantInfo';
import { FormState } from '../shared/FormState';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

/** /restaurent-name: the restaurant's name, saved into the onboarding draft before step 1. */
@injectable('Transient')
export class RestaurantNameForm {
  /** The name typed; its error shows once the field was left or Save pressed. */
  readonly form: FormState<{ name: string }>;

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    this.form = new FormState<{ name: string }>({
      values: { name: onboarding.draft.restaurantInfo.restaurantName },
      validate: ({ name }) => ({ name: restaurantNameError(name) }),
      reveal: 'afterBlur',
    });
    makeAutoObservable<this, 'onboarding'>(this, { onboarding: false }, { autoBind: true });
  }

  /** Saves the trimmed name into the draft; false (with an error) when it is blank. */
  save(): boolean {
    if (!this.form.submit()) return false;
    this.onboarding.setRestaurantName(this.form.values.name.trim());
    return true;
  }
}
