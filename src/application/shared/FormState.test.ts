import { describe, expect, it } from 'vitest';
import { FormState, type RevealPolicy } from './FormState';

interface Values {
  name: string;
  pin: string;
  count: number;
}

const validate = ({ name, pin }: Values) => ({
  name: name.trim() ? null : 'Name is required',
  pin: /^\d{6}$/.test(pin) ? null : 'Six digits',
});

const aForm = (reveal: RevealPolicy, values: Values = { name: '', pin: '', count: 0 }) =>
  new FormState<Values>({
    values,
    validate,
    validateForm: (v) => (v.name && v.pin ? null : 'Fill in everything'),
    reveal,
    normalize: { pin: (typed) => typed.replace(/\D/g, '') },
  });

describe('FormState', () => {
  it('computes every error from the validator but shows none before the policy reveals it', () => {
    for (const policy of ['afterSubmit', 'afterBlur', 'afterEdit'] as const) {
      const form = aForm(policy);
      expect(form.errors).toEqual({ name: 'Name is required', pin: 'Six digits' });
      expect(form.valid).toBe(false);
      expect([form.error('name'), form.error('pin'), form.shownFormMessage]).toEqual([null, null, null]);
    }
  });

  it('a submit attempt reveals every error and the form message, whatever the policy', () => {
    for (const policy of ['afterSubmit', 'afterBlur', 'afterEdit'] as const) {
      const form = aForm(policy);
      expect(form.submit()).toBe(false);
      expect([form.error('name'), form.error('pin'), form.shownFormMessage]).toEqual([
        'Name is required',
        'Six digits',
        'Fill in everything',
      ]);
    }
  });

  it('setField normalises what was typed and the errors are recomputed from the new values', () => {
    const form = aForm('afterBlur');
    form.setField('pin', '40-00 01');
    expect(form.values.pin).toBe('400001');
    expect(form.errors.pin).toBeNull();
    form.setField('name', 'Asha');
    expect(form.valid).toBe(true);
    expect(form.submit()).toBe(true);
  });

  it('afterSubmit: editing a field clears its shown error (and the form message) until the next attempt', () => {
    const form = aForm('afterSubmit');
    form.submit();
    form.setField('pin', '12');
    expect(form.error('pin')).toBeNull();
    expect(form.error('name')).toBe('Name is required');
    expect(form.shownFormMessage).toBeNull();
    form.touch('pin');
    expect(form.error('pin')).toBeNull();
    form.submit();
    expect(form.error('pin')).toBe('Six digits');
  });

  it('afterBlur: a field left shows its error, which then follows the value as typed', () => {
    const form = aForm('afterBlur');
    form.setField('pin', '12');
    expect(form.error('pin')).toBeNull();
    form.touch('pin');
    expect(form.error('pin')).toBe('Six digits');
    expect(form.error('name')).toBeNull();
    form.setField('pin', '123456');
    expect(form.error('pin')).toBeNull();
    form.setField('pin', '1234');
    expect(form.error('pin')).toBe('Six digits');
  });

  it('afterEdit: a field shows its error once edited, and the form message once anything was edited', () => {
    const form = aForm('afterEdit');
    form.setField('name', ' ');
    expect(form.error('name')).toBe('Name is required');
    expect(form.error('pin')).toBeNull();
    expect(form.shownFormMessage).toBe('Fill in everything');
  });

  it('edits values another store owns, in place, and reset hides every error again', () => {
    const owned = { name: '', pin: '', count: 3 };
    const form = new FormState<Values>({ values: () => owned, validate, reveal: 'afterBlur' });
    form.setField('name', 'Ravi');
    expect(owned.name).toBe('Ravi');
    form.submit();
    expect(form.error('pin')).toBe('Six digits');
    form.reset({ pin: '110001' });
    expect(owned).toEqual({ name: 'Ravi', pin: '110001', count: 3 });
    expect(form.attempted).toBe(false);
    form.setField('pin', '');
    expect(form.error('pin')).toBeNull();
  });

  it('tells onEdit which field was set, after the value is normalised', () => {
    const edits: string[] = [];
    const form = new FormState<Values>({
      values: { name: '', pin: '', count: 0 },
      validate,
      reveal: 'afterBlur',
      normalize: { pin: (typed) => typed.replace(/\D/g, '') },
      onEdit: (field, values) => edits.push(`${field}=${values[field]}`),
    });
    form.setField('pin', '1a2');
    form.setField('name', 'Asha');
    expect(edits).toEqual(['pin=12', 'name=Asha']);
  });

  it("shows a service's answer about a field at once, before the field's own error", () => {
    let answer: string | null = 'Train not found';
    const form = new FormState<Values>({
      values: { name: '', pin: '', count: 0 },
      validate,
      reveal: 'afterSubmit',
      answers: () => ({ pin: answer }),
    });
    expect(form.error('pin')).toBe('Train not found');
    expect(form.error('name')).toBeNull();
    answer = null;
    expect(form.error('pin')).toBeNull();
    form.submit();
    expect(form.error('pin')).toBe('Six digits');
  });
});
