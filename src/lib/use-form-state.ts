/**
 * The state every hand-made form keeps (the schema-driven ones live in src/forms): its values,
 * which fields were touched, the values' own errors, the field errors a refused call named, a
 * message for a failure no field explains, and whether a submission is under way.
 *
 * A field shows its own error once touched, else the server's; changing a field drops the server's
 * error for it. Submitting touches every field and runs only when no field has an error; a refused
 * submission (ours or the server's) moves the focus to the form's first invalid field.
 */
import { useRef, useState } from 'react';
import { fieldErrorsOf } from '@/lib/field-errors';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';

/** Messages by field name; a field without one (or with undefined) is fine. */
export type FieldMessages<F extends string> = Partial<Record<F, string | undefined>>;

export interface FormStateOptions<V> {
  /** Whether changing a field touches it (its error shows while typing); else blur or submit do. */
  touchOnChange?: boolean;
  /** Values kept elsewhere (a draft that outlives the form) instead of in the form's own state. */
  store?: { values: V; change: (next: V) => void };
}

export function useFormState<V extends object>(
  initial: V | (() => V),
  check: (values: V) => FieldMessages<Extract<keyof V, string>>,
  { touchOnChange = true, store }: FormStateOptions<V> = {},
) {
  type Field = Extract<keyof V, string>;
  const [own, setOwn] = useState(initial);
  const values = store ? store.values : own;
  const setValues = (update: (v: V) => V) =>
    store ? store.change(update(store.values)) : setOwn(update);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [server, setServer] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second submit in the same tick must see the first one's busy flag, before React re-renders.
  const running = useRef(false);
  // The form submitted last (the one holding the focus then), where a refusal's errors are drawn.
  const formOf = useRef<ParentNode>(document);
  const errors = check(values);
  // Once React has drawn the errors: the controls are marked invalid only then.
  const focusFirstError = () => {
    const root = formOf.current;
    setTimeout(() => focusFirstInvalid(root));
  };

  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  const set = <K extends Field>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (touchOnChange) touch(field);
    setServer(({ [field]: _, ...rest }) => rest);
  };
  /** The message a field shows now, if any. */
  const errorOf = (field: Field): string | undefined =>
    (touched[field] ? errors[field] : undefined) ?? server[field];
  /** Touches every field; true when none has an error. */
  const validate = () => {
    const fields = [...Object.keys(values), ...Object.keys(errors)];
    setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Record<Field, boolean>);
    return Object.values(errors).every((message) => !message);
  };

  return {
    values,
    errors,
    failure,
    busy,
    set,
    touch,
    errorOf,
    setFailure,
    /** Back to `next` (or the first values), nothing touched, no message. */
    reset(next: V = typeof initial === 'function' ? (initial as () => V)() : initial) {
      setValues(() => next);
      setTouched({});
      setServer({});
      setFailure(null);
    },
    /** Shows the field errors a refused call's Data names; true when it named any. */
    refuse(data: unknown) {
      const named = fieldErrorsOf(data);
      setServer(named);
      if (Object.keys(named).length > 0) focusFirstError();
      return Object.keys(named).length > 0;
    },
    /** Drops every server error (for forms whose fields are checked together by the server). */
    clearServerErrors: () => setServer({}),
    /**
     * Touches every field and, when none has an error and no submission is under way, clears the
     * failure and runs `action` with `busy` set.
     */
    async submit(action: () => Promise<void>) {
      formOf.current = document.activeElement?.closest('form') ?? document;
      if (!validate()) return focusFirstError();
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setFailure(null);
      try {
        await action();
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
  };
}
