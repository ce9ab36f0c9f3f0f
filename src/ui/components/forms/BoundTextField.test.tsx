import { fireEvent, render, screen } from '@testing-library/react';
import { MenuItem } from '@mui/material';
import { expect, it } from 'vitest';
import { FormState } from '../../../application/shared/FormState';
import { BoundTextField } from './BoundTextField';

const form = () =>
  new FormState<{ name: string; city: string }>({
    values: { name: '', city: '' },
    validate: ({ name, city }) => ({
      ...(name ? {} : { name: 'Name is required' }),
      ...(city ? {} : { city: 'City is required' }),
    }),
    reveal: 'afterSubmit',
  });

function Form({ state }: { state: ReturnType<typeof form> }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
    >
      <BoundTextField form={state} field="name" label="Name" />
      <BoundTextField form={state} field="city" label="City" />
      <button type="submit">Save</button>
    </form>
  );
}

it('a submit the errors stopped puts the focus on the first field in error, each time', () => {
  const state = form();
  render(<Form state={state} />);
  const save = screen.getByRole('button', { name: 'Save' });
  save.focus();
  fireEvent.click(save);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Asha' } });
  save.focus();
  fireEvent.click(save);
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
});

it('a submit that goes through leaves the focus where it is', () => {
  const state = form();
  state.setField('name', 'Asha');
  state.setField('city', 'Jaipur');
  render(<Form state={state} />);
  const save = screen.getByRole('button', { name: 'Save' });
  save.focus();
  fireEvent.click(save);
  expect(save).toHaveFocus();
});

it('a select in error takes the focus too (its ref is not the element: it was skipped)', () => {
  const state = form();
  state.setField('name', 'Asha');
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
    >
      <BoundTextField form={state} field="city" label="City" select>
        <MenuItem value="">Choose</MenuItem>
        <MenuItem value="Jaipur">Jaipur</MenuItem>
      </BoundTextField>
      <BoundTextField form={state} field="name" label="Name" />
      <button type="submit">Save</button>
    </form>,
  );
  const save = screen.getByRole('button', { name: 'Save' });
  save.focus();
  fireEvent.click(save);
  expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus();
});
