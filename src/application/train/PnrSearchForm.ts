import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type PnrSearchInput, pnrSearchProblems, validatePnrSearch } from '../../domain/train/journeySearch';
import { normalizePnr } from '../../domain/train/pnr';
import { FormState } from '../shared/FormState';
import { TrainTripStore } from './TrainTripStore';

/** 'Find your journey by PNR' (FEATURES F-train): ten digits, checked here, then by the PNR service. */
@injectable('Transient')
export class PnrSearchForm {
  /** The PNR typed; its error shows after Find journey until the PNR is edited. */
  readonly form: FormState<PnrSearchInput>;
  /** The form's problems, typed (the UI words them). */
  readonly problemsOf = pnrSearchProblems;

  constructor(@inject(TrainTripStore) readonly trip: TrainTripStore) {
    this.form = new FormState<PnrSearchInput>({
      values: { pnr: '' },
      validate: validatePnrSearch,
      reveal: 'afterSubmit',
      // A new PNR clears the PNR service's answer to the previous one.
      onEdit: () => trip.search.clearError(),
    });
    makeAutoObservable<this>(this, { trip: false, form: false, problemsOf: false }, { autoBind: true });
  }

  /** True once the journey of a valid PNR was found. */
  async find(): Promise<boolean> {
    if (!this.form.submit()) return false;
    return this.trip.findByPnr(normalizePnr(this.form.values.pnr));
  }
}
