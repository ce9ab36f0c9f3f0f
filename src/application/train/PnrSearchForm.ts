import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { JourneyProblem } from '../../domain/train/journeyProblems';
import { type PnrSearchInput, validatePnrSearch } from '../../domain/train/journeySearch';
import { normalizePnr } from '../../domain/train/pnr';
import { FormState } from '../shared/FormState';
import { TrainTripStore } from './TrainTripStore';

/** 'Find your journey by PNR' (FEATURES F-train): ten digits, checked here, then by the PNR service. */
@injectable('Transient')
export class PnrSearchForm {
  /** The PNR typed; its problem (typed, the UI words it) shows after Find journey until the PNR is edited. */
  readonly form: FormState<PnrSearchInput, 'pnr', JourneyProblem>;

  constructor(@inject(TrainTripStore) readonly trip: TrainTripStore) {
    this.form = new FormState<PnrSearchInput, 'pnr', JourneyProblem>({
      values: { pnr: '' },
      validate: validatePnrSearch,
      reveal: 'afterSubmit',
      // A new PNR clears the PNR service's answer to the previous one.
      onEdit: () => trip.search.clearError(),
    });
    makeAutoObservable<this>(this, { trip: false, form: false }, { autoBind: true });
  }

  /** True once the journey of a valid PNR was found. */
  async find(): Promise<boolean> {
    if (!this.form.submit()) return false;
    return this.trip.findByPnr(normalizePnr(this.form.values.pnr));
  }
}
