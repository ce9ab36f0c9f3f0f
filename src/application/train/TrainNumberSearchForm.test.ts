import { describe, expect, it, vi } from 'vitest';
import { createHarness, describeEachAdapterSet } from '../../../test/helpers/adapterSets';
import { AppError } from '../../domain/errors/AppError';
import { type TrainApi, TrainApiToken } from '../../infrastructure/ports/TrainApi';
import { TrainNumberSearchForm } from './TrainNumberSearchForm';

describeEachAdapterSet('the train number look-up', (harness) => {
  it('types a number no train has as not found (for the app to word), on the train number field', async () => {
    const search = harness().container.get(TrainNumberSearchForm);
    search.form.setField('trainNumber', '99999');
    await vi.waitFor(() => expect(search.routeFailure).toEqual({ kind: 'trainNotFound' }));
    expect(search.form.error('trainNumber')).toEqual({ kind: 'trainNotFound' });
    expect(search.route).toBeNull();
  });
});

describe('the train number look-up without an answer', () => {
  it('keeps the call’s failure as it is: no answer is not a missing train', async () => {
    const h = await createHarness('fake');
    const trains = h.container.get<TrainApi>(TrainApiToken);
    h.container.rebind(TrainApiToken).toConstantValue({
      ...trains,
      route: () => Promise.reject(new AppError('network', 'Network Error.')),
    } as TrainApi);
    const search = h.container.get(TrainNumberSearchForm);
    search.form.setField('trainNumber', '12955');
    await vi.waitFor(() => expect(search.routeFailure).toEqual({ kind: 'routeFailed', failure: { kind: 'network' } }));
  });
});
