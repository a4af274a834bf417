/**
 * Live validation of the open step (spec §5: on change and on blur) with the service's own
 * messages. RJSF validates only the step's sub-schema; an error is shown once its field was
 * focused, or for every field after Next or Submit was refused on the step.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { RJSFValidationError } from '@rjsf/utils';
import { fromRjsfError, messageFor } from '@/domain/validation/messages';
import { focusAndReveal, focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useLanguage } from '@/i18n/use-t';
import { fallbackMessage } from '../validation/fallback-messages';
import { notValidYetAtom, revealedAtom } from './stepper-state';
import { useStepper } from './stepper-context';
import { useStepperValue } from './use-stepper-value';

/** The DOM id RJSF gives the field of an error property ('.trees.0.species' → root_trees_0_species). */
export function fieldIdOf(property: string | undefined): string {
  return ['root', ...(property ?? '').split('.').filter(Boolean)].join('_');
}

/** Moves the focus to the field of an error (or the first focusable element of a group). */
export function focusField(property: string | undefined): void {
  focusFieldId(fieldIdOf(property));
}

/** Focuses the field with this RJSF id (or the first control inside it) and scrolls it into view. */
function focusFieldId(id: string): boolean {
  const exact = document.getElementById(id);
  const target =
    exact && exact.matches('input, select, textarea, button, [tabindex]')
      ? exact
      : document.querySelector<HTMLElement>(
          `[id^="${id}"]:is(input, select, textarea, button, [role="combobox"])`,
        );
  if (!target) return false;
  focusAndReveal(target);
  return true;
}

/**
 * Focuses the first field that shows an error, in the order on screen (RJSF's own first error
 * follows the schema's order, not the page's): a control marked invalid, else the field of the
 * first message drawn (an error on a group); `fallback` when none is drawn. Call it once the
 * errors are drawn.
 */
export function focusFirstShownError(fallback?: string): void {
  if (focusFirstInvalid()) return;
  for (const message of document.querySelectorAll<HTMLElement>('[id$="__error"]')) {
    if (message.textContent?.trim() && focusFieldId(message.id.slice(0, -'__error'.length))) return;
  }
  if (fallback !== undefined) focusField(fallback);
}

/** transformErrors, blur and change tracking for the open step's form. */
export function useStepValidation(stepId: string) {
  const controller = useStepper();
  const { service } = controller.config;
  const revealed = useStepperValue(revealedAtom).has(stepId);
  // The engine's own messages come in the language on screen: a switch validates anew.
  const language = useLanguage();
  const touched = useRef(new Set<string>());
  const showAll = useRef(revealed);
  useEffect(() => {
    showAll.current = revealed;
  }, [revealed]);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors
        // An `if` failure only points at the `then` it explains, reported beside its own field.
        .filter((e) => e.name !== 'if')
        .filter(
          // focusing(): Next or Submit is validating right now, before `revealed` re-renders.
          // A field a saved draft kept although not valid yet stays marked.
          (e) =>
            showAll.current ||
            controller.form.focusing() ||
            touched.current.has(fieldIdOf(e.property)) ||
            controller.store.get(notValidYetAtom).has(fieldIdOf(e.property)),
        )
        .map((e) => {
          // The field's own message or the service's (translated with the definition), else
          // the engine's: never the validator's English.
          const like = fromRjsfError(e);
          const message =
            messageFor(service.schema, like, service.messages) ?? fallbackMessage(like);
          return { ...e, message, stack: `${e.property ?? ''} ${message}`.trim() };
        }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language: messages change with it
    [service, controller, language],
  );

  const markTouched = useCallback((id: string | undefined) => {
    if (id) touched.current.add(id);
  }, []);

  // A change marks its field as touched (a typed one before RJSF validates it: EngineContext
  // touch), so it shows its own errors from then on. Focus does not, or the live validation of
  // the field just left would put 'required' under the box being typed in, whose text is still
  // in the typing buffer; the click on Next that ends the typing then hands the value over, the
  // error goes, the layout shifts, and the click is lost. Leaving a field marks it and validates again, so
  // a required field skipped over says so. The validation waits for the
  // task after the blur: the same blur hands the typed value to RJSF (use-typing-buffer.ts),
  // whose state holds it only once React has committed. Validating at once would flash
  // 'required' under the field just filled, and the shifted layout would swallow the click on
  // Next that caused the blur (mousedown and mouseup landing on different elements).
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const onBlur = useCallback(
    (id: string) => {
      touched.current.add(id);
      clearTimeout(blurTimer.current);
      blurTimer.current = setTimeout(() => controller.form.validate(false));
    },
    [controller],
  );

  // RJSF asks before it draws the errors: the field is found on screen once they are drawn.
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  const focusOnFirstError = useCallback(
    (error: RJSFValidationError) => {
      if (!controller.form.focusing()) return;
      clearTimeout(focusTimer.current);
      focusTimer.current = setTimeout(() => focusFirstShownError(error.property));
    },
    [controller],
  );

  return useMemo(
    () => ({ transformErrors, markTouched, onBlur, focusOnFirstError }),
    [transformErrors, markTouched, onBlur, focusOnFirstError],
  );
}
