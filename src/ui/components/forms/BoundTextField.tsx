import { TextField, type TextFieldProps } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type ComponentType, useEffect, useRef } from 'react';
import type { FormState, TextFieldOf } from '../../../application/shared/FormState';
import type { FormProblem } from '../../../domain/validation/formProblem';
import { formProblemText } from '../../i18n/formProblemText';
import { useT } from '../../i18n/useT';

type WiredProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';

/** A problem the field words by itself: a form rule's problem, or a text (shown as it came). */
type WordedProblem = string | FormProblem;

/**
 * How the field's problem reads: optional for the ones worded here (a form rule's problem, any text), given for a
 * problem of another kind, string-literal ones included (`'taken'` is a typed outcome, not words to show).
 */
type WordsProp<Problem> = [Problem] extends [FormProblem]
  ? { words?: (problem: Problem) => string }
  : string extends Problem
    ? [Problem] extends [WordedProblem]
      ? { words?: (problem: Problem) => string }
      : { words: (problem: Problem) => string }
    : { words: (problem: Problem) => string };

const wordedProblemText = (problem: WordedProblem): string =>
  typeof problem === 'string' ? problem : formProblemText(problem);

export type BoundTextFieldProps<Values extends object, Field extends string, Extra extends object, Problem> = Omit<
  TextFieldProps,
  WiredProps
> &
  Extra &
  WordsProp<Problem> & {
    form: FormState<Values, Field, Problem>;
    field: TextFieldOf<Values> & Field;
    /** The input to render (TextField unless told: PhoneField, PasswordField…); it gets every TextField prop. */
    component?: ComponentType<TextFieldProps & Extra>;
    /** The words of the field's error (an area whose rules return typed outcomes words them; else `knownText`). */
    errorText?: (error: string) => string;
  };

/**
 * The field's element and how to focus it. A select's ref is MUI's handle: its `node` is the hidden input, and its
 * `focus()` focuses the box the customer sees. A ref that is neither (another input's) is skipped.
 */
function focusTarget(ref: unknown): { element: HTMLElement; focus: () => void } | null {
  if (ref instanceof HTMLElement) return { element: ref, focus: () => ref.focus() };
  const handle = ref as { node?: unknown; focus?: unknown } | null;
  if (handle?.node instanceof HTMLElement && typeof handle.focus === 'function') {
    const focus = handle.focus as () => void;
    return { element: handle.node, focus: () => focus.call(handle) };
  }
  return null;
}

function BoundTextFieldView<
  Values extends object,
  Field extends string,
  Extra extends object = object,
  Problem = string,
>({
  form,
  field,
  component: Input = TextField as ComponentType<TextFieldProps & Extra>,
  helperText,
  words,
  ...props
}: BoundTextFieldProps<Values, Field, Extra, Problem> & { words?: (problem: Problem) => string }) {
  useT();
  // WordsProp asks for `words` unless the problem is one worded here.
  const wordsOf = words ?? (wordedProblemText as (problem: Problem) => string);
  const error = form.error(field);
  const input = useRef<unknown>(null);
  const refusedSubmits = form.refusedSubmits;
  useEffect(() => {
    if (refusedSubmits === 0) return;
    const target = focusTarget(input.current);
    if (!target) return;
    const scope = target.element.closest('form') ?? document;
    // The first field in error, in the page's order, takes the focus: its label and message are read out. A select's
    // box and hidden input are both marked, side by side in the field's input.
    const first = scope.querySelector('[aria-invalid="true"]');
    if (first && target.element.parentElement?.contains(first)) target.focus();
  }, [refusedSubmits]);
  const wired = {
    inputRef: input,
    name: field,
    value: form.text(field),
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
    onBlur: () => form.touch(field),
    error: Boolean(error),
    // A form rule's problem in the customer's language.
    helperText: error ? wordsOf(error) : helperText,
  };
  return <Input {...(props as TextFieldProps & Extra)} {...wired} />;
}

/**
 * A text field bound to one field of a form state: its value, typing, leaving it, and the error the form's reveal
 * policy shows (in place of `helperText` when there is one). The label stays visible (spec: every field has one).
 * A submit the errors stopped moves the focus to the first field in error.
 */
export const BoundTextField = observer(BoundTextFieldView) as typeof BoundTextFieldView;
