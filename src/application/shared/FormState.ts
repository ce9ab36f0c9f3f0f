import { makeAutoObservable, observable } from 'mobx';

/**
 * When a field's error is shown (every policy shows every error after a submit attempt):
 * - `afterSubmit`: only after a submit attempt; editing a field hides its error until the next attempt;
 * - `afterBlur`: also once the field was left, then it follows the value as it is typed;
 * - `afterEdit`: also once the field was edited, then it follows the value as it is typed.
 */
export type RevealPolicy = 'afterSubmit' | 'afterBlur' | 'afterEdit';

/** The keys of `Values` that hold text, optional or not (the ones a text field edits). */
export type TextFieldOf<Values> = {
  [Key in keyof Values]-?: NonNullable<Values[Key]> extends string ? Key : never;
}[keyof Values] &
  string;

/** A field's error (a rule's typed problem, or a text), or null/undefined when it has none. */
export type ErrorsOf<Field extends string, Problem = string> = Partial<Record<Field, Problem | null | undefined>>;

export interface FormStateOptions<Values extends object, Field extends string, Problem = string> {
  /** The values edited: the form's own (made observable), or a getter of values another store owns. */
  values: Values | (() => Values);
  /** The domain's rules: every field's error for these values. */
  validate: (values: Values) => ErrorsOf<Field, Problem>;
  /** A problem of the whole form (one at a time, e.g. an alert above the fields), revealed like a field's. */
  validateForm?: (values: Values) => Problem | null;
  reveal: RevealPolicy;
  /** What a field keeps of what was typed (digits only, capitals…), given the value before. */
  normalize?: { [Key in TextFieldOf<Values>]?: (typed: string, previous: string) => string };
  /** What follows a field's edit (a valid amount copied into a draft, a stale answer cleared, a look-up started). */
  onEdit?: (field: TextFieldOf<Values>, values: Values) => void;
  /**
   * What a service answered about a field (a train number it does not know): shown at once, whatever the reveal
   * policy, in place of the field's own error. Validity is the validator's alone.
   */
  answers?: () => ErrorsOf<Field, Problem>;
}

/** A field's error is a problem unless absent (null, undefined) or an empty text. */
const isProblem = (error: unknown): boolean => error !== null && error !== undefined && error !== '';

/**
 * One form: its values, `setField`, the errors the domain's validator gives and the reveal policy that decides
 * which of them the customer sees. Every form of the app is built on it; the bound text field reads it.
 */
export class FormState<Values extends object, Field extends string = TextFieldOf<Values>, Problem = string> {
  /** True once a submit was attempted (until `reset`). */
  attempted = false;
  /** Counts the submit attempts the errors stopped: the view moves focus to the first field in error on each. */
  refusedSubmits = 0;
  private readonly readValues: () => Values;
  private readonly touched = observable.set<Field>();
  private readonly edited = observable.set<string>();
  private readonly editedSinceAttempt = observable.set<string>();

  constructor(private readonly options: FormStateOptions<Values, Field, Problem>) {
    const { values } = options;
    if (typeof values === 'function') this.readValues = values;
    else {
      const own = observable(values);
      this.readValues = () => own;
    }
    makeAutoObservable<this, 'options' | 'readValues'>(this, { options: false, readValues: false }, { autoBind: true });
  }

  get values(): Values {
    return this.readValues();
  }

  /** Every error of the current values, shown or not. */
  get errors(): ErrorsOf<Field, Problem> {
    return this.options.validate(this.values);
  }

  get formMessage(): Problem | null {
    return this.options.validateForm?.(this.values) ?? null;
  }

  /** True when neither a field nor the whole form has an error. */
  get valid(): boolean {
    const fieldErrors: unknown[] = Object.values(this.errors);
    return !fieldErrors.some(isProblem) && this.formMessage === null;
  }

  /** The error the customer sees for this field now, or null. */
  error(field: Field): Problem | null {
    const answer = this.options.answers?.()[field];
    if (answer) return answer;
    return this.shows(field) ? (this.errors[field] ?? null) : null;
  }

  /** The form's message the customer sees now, or null. */
  get shownFormMessage(): Problem | null {
    return this.showsForm() ? this.formMessage : null;
  }

  text(field: TextFieldOf<Values>): string {
    return (this.values[field] as string | undefined) ?? '';
  }

  setField(field: TextFieldOf<Values>, typed: string) {
    const normalize = this.options.normalize?.[field];
    const values = this.values as Record<string, unknown>;
    values[field] = normalize ? normalize(typed, this.text(field)) : typed;
    this.edited.add(field);
    this.editedSinceAttempt.add(field);
    this.options.onEdit?.(field, this.values);
  }

  /** The field was left (blur). */
  touch(field: Field) {
    this.touched.add(field);
  }

  /** A submit attempt: reveals every error; true when the values may be submitted. */
  submit(): boolean {
    this.attempted = true;
    this.editedSinceAttempt.clear();
    if (!this.valid) this.refusedSubmits += 1;
    return this.valid;
  }

  /** Hides every error again, optionally with new values (copied into the values edited). */
  reset(values?: Partial<Values>) {
    if (values) Object.assign(this.values, values);
    this.attempted = false;
    this.touched.clear();
    this.edited.clear();
    this.editedSinceAttempt.clear();
  }

  private shows(field: Field): boolean {
    switch (this.options.reveal) {
      case 'afterSubmit':
        return this.attempted && !this.editedSinceAttempt.has(field);
      case 'afterBlur':
        return this.attempted || this.touched.has(field);
      case 'afterEdit':
        return this.attempted || this.edited.has(field);
    }
  }

  private showsForm(): boolean {
    switch (this.options.reveal) {
      case 'afterSubmit':
        return this.attempted && this.editedSinceAttempt.size === 0;
      case 'afterBlur':
        return this.attempted || this.touched.size > 0;
      case 'afterEdit':
        return this.attempted || this.edited.size > 0;
    }
  }
}
