import { makeAutoObservable } from 'mobx';
import {
  type DeliveryInstructions,
  type DeliveryPreference,
  NO_INSTRUCTIONS,
  normalizedInstructions,
} from '../../domain/checkout/deliveryInstructions';

/** The delivery instructions the customer fills in on the Payment page (tip, directions, preferences). */
export class DeliveryInstructionsDraft {
  values: DeliveryInstructions = NO_INSTRUCTIONS;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** As sent with the order: directions trimmed and cut, a valid tip. */
  get normalized(): DeliveryInstructions {
    return normalizedInstructions(this.values);
  }

  setTip(tip: number) {
    this.values = { ...this.values, tip };
  }

  setDirections(text: string) {
    this.values = { ...this.values, directionToReach: text };
  }

  togglePreference(key: DeliveryPreference) {
    this.values = { ...this.values, [key]: !this.values[key] };
  }
}
