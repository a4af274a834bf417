/**
 * The engine's handle on the open step's RJSF form. Only Next and Submit validate "with focus":
 * then every error of the step is shown and the focus moves to the first one; a blur validates
 * without moving the focus.
 */

/** The parts of RJSF's Form the engine drives. */
export interface FormHandle {
  setFieldValue(path: (string | number)[], value?: unknown): void;
  validateForm(): boolean;
}

/** The open step's form, as the stepper's parts reach it. */
export interface FormPort {
  /** Called by the step form's ref. */
  attach(form: FormHandle | null): void;
  /** Validates the open step (true when there is none); `focus` as described above. */
  validate(focus: boolean): boolean;
  /** True while a validation with focus runs. */
  focusing(): boolean;
  setFieldValue(path: (string | number)[], value?: unknown): void;
}

/** Creates the port of one stepper. */
export function createFormPort(): FormPort {
  let form: FormHandle | null = null;
  let focusing = false;
  return {
    attach: (next) => {
      form = next;
    },
    validate(focus) {
      focusing = focus;
      try {
        return form?.validateForm() ?? true;
      } finally {
        focusing = false;
      }
    },
    focusing: () => focusing,
    setFieldValue: (path, value) => form?.setFieldValue(path, value),
  };
}
