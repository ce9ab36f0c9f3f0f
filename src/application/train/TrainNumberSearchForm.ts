import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../../domain/errors/errorText';
import { istDateOf } from '../../domain/train/istTime';
import { normalizeCoach } from '../../domain/train/seat';
import {
  isTrainNumber,
  normalizeBerth,
  normalizeTrainNumber,
  trainNumberSearchProblems,
  type TrainNumberSearchInput,
  validateTrainNumberSearch,
} from '../../domain/train/journeySearch';
import { type TrainApi, TrainApiToken, type TrainRoute } from '../../infrastructure/ports/TrainApi';
import { FormState } from '../shared/FormState';
import { TrainTripStore } from './TrainTripStore';

/**
 * The search without a PNR (FEATURES F-train): a five-digit train number looks up the train's route (its name and
 * stations, the first one chosen for boarding), then the date and the seat as typed (unverified).
 */
@injectable('Transient')
export class TrainNumberSearchForm {
  /** The route of the train number typed, once the train service found it. */
  route: TrainRoute | null = null;
  /** The train service's answer when it could not find the route ('Train not found'…). */
  routeError: string | null = null;
  readonly form: FormState<TrainNumberSearchInput>;

  constructor(
    @inject(TrainTripStore) readonly trip: TrainTripStore,
    @inject(TrainApiToken) private readonly trains: TrainApi,
  ) {
    this.form = new FormState<TrainNumberSearchInput>({
      values: {
        trainNumber: '',
        boardingCode: '',
        journeyDate: istDateOf(Date.now()),
        passengerName: '',
        coach: '',
        berth: '',
      },
      validate: (input) => validateTrainNumberSearch(input, this.route !== null, istDateOf(Date.now())),
      reveal: 'afterSubmit',
      normalize: { trainNumber: normalizeTrainNumber, berth: normalizeBerth, coach: normalizeCoach },
      onEdit: (field, input) => {
        if (field === 'trainNumber') void this.lookUp(input.trainNumber);
      },
      answers: () => ({ trainNumber: this.routeError }),
    });
    makeAutoObservable<this, 'trains'>(
      this,
      { trip: false, trains: false, form: false, problemsOf: false },
      { autoBind: true },
    );
  }

  /** The form's problems, typed (the UI words them); read where the form's errors are, so it is no action. */
  readonly problemsOf = (input: TrainNumberSearchInput) =>
    trainNumberSearchProblems(input, this.route !== null, istDateOf(Date.now()));

  /** True once the journey was found. */
  async find(): Promise<boolean> {
    if (!this.form.submit()) return false;
    const { trainNumber, boardingCode, journeyDate, coach, berth, passengerName } = this.form.values;
    return this.trip.findByTrain({ trainNumber, boardingCode, journeyDate, coach, berth, passengerName });
  }

  /** A new train number forgets the route of the one before; five digits look the train up. */
  private async lookUp(trainNumber: string) {
    this.route = null;
    this.routeError = null;
    this.form.values.boardingCode = '';
    if (!isTrainNumber(trainNumber)) return;
    try {
      const found = await this.trains.route(trainNumber);
      runInAction(() => {
        if (this.form.values.trainNumber !== trainNumber) return;
        this.route = found;
        this.form.values.boardingCode = found.stations[0]?.code ?? '';
      });
    } catch (error) {
      runInAction(() => {
        if (this.form.values.trainNumber === trainNumber) this.routeError = errorText(error);
      });
    }
  }
}
