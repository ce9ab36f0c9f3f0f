import { makeAutoObservable } from 'mobx';

/** When a form shows a field's error: once the field was left, or for every field after a submit attempt. */
export class ErrorReveal<Field extends string> {
  attempted = false;
  private readonly touched = new Set<Field>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  touch(field: Field) {
    this.touched.add(field);
  }

  revealAll() {
    this.attempted = true;
  }

  shows(field: Field): boolean {
    return this.attempted || this.touched.has(field);
  }
}
