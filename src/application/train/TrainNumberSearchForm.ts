import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError } from '../../domain/errors/AppError';
import { type Failure, failureOf } from '../../domain/errors/failure';
import { istDateOf } from '../../domain/train/istTime';
import type { JourneyProblem } from '../../domain/train/journeyProblems';
import { normalizeCoach } from '../../domain/train/seat';
import {
  isTrainNumber,
  normalizeBerth,
  normalizeTrainNumber,
  type TrainNumberSearchInput,
  validateTrainNumberSearch,
} from '../../domain/train/journeySearch';
import { type TrainApi, TrainApiToken, type TrainRoute } from '../../infrastructure/ports/TrainApi';
import { FormState } from '../shared/FormState';
import { TrainTripStore } from './TrainTripStore';

/** Why the train service gave no route for the number typed: no train has it, or the call failed. */
export type RouteLookupFailure = { kind: 'trainNotFound' } | { kind: 'routeFailed'; failure: Failure };

/** A problem of the search without a PNR: a rule's, or the train service's failure to find the train typed. */
export type TrainNumberSearchProblem = JourneyProblem | RouteLookupFailure;

/** The train service's refusal of a train number it has no train for is its 404 (TrainApi.route), typed for the UI. */
const routeLookupFailure = (error: unknown): RouteLookupFailure =>
  isAppError(error) && error.kind === 'not-found'
    ? { kind: 'trainNotFound' }
    : { kind: 'routeFailed', failure: failureOf(error) };

/**
 * The search without a PNR (FEATURES F-train): a five-digit train number looks up the train's route (its name and
 * stations, the first one chosen for boarding), then the date and the seat as typed (unverified).
 */
@injectable('Transient')
export class TrainNumberSearchForm {
  /** The route of the train number typed, once the train service found it. */
  route: TrainRoute | null = null;
  /** How the train service failed to give the route (no such train, no answer…), or null. */
  routeFailure: RouteLookupFailure | null = null;
  /** The search's values and their problems, typed (the UI words them). */
  readonly form: FormState<TrainNumberSearchInput, keyof TrainNumberSearchInput, TrainNumberSearchProblem>;

  constructor(
    @inject(TrainTripStore) readonly trip: TrainTripStore,
    @inject(TrainApiToken) private readonly trains: TrainApi,
  ) {
    this.form = new FormState<TrainNumberSearchInput, keyof TrainNumberSearchInput, TrainNumberSearchProblem>({
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
      answers: () => ({
        trainNumber: this.routeFailure,
      }),
    });
    makeAutoObservable<this, 'trains'>(this, { trip: false, trains: false, form: false }, { autoBind: true });
  }

  /** True once the journey was found. */
  async find(): Promise<boolean> {
    if (!this.form.submit()) return false;
    const { trainNumber, boardingCode, journeyDate, coach, berth, passengerName } = this.form.values;
    return this.trip.findByTrain({ trainNumber, boardingCode, journeyDate, coach, berth, passengerName });
  }

  /** A new train number forgets the route of the one before; five digits look the train up. */
  private async lookUp(trainNumber: string) {
    this.route = null;
    this.routeFailure = null;
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
        if (this.form.values.trainNumber === trainNumber) this.routeFailure = routeLookupFailure(error);
      });
    }
  }
}
