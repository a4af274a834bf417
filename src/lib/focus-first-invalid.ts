/**
 * Moving the focus to a form's first invalid field after a refused submission, for the hand-made
 * forms and the schema-driven ones alike: the first in the order on screen (never the order the
 * checks ran in), scrolled to the middle of the screen so a sticky header cannot hide it.
 */

// Controls a user can reach; MUI's select keeps a native input hidden from assistive technology.
const CONTROLS =
  'input:not([type="hidden"]):not([aria-hidden="true"]), select, textarea, button, [tabindex], [role="combobox"]';

/** Whether a control says it is invalid (aria-invalid), or is described by an error shown (RJSF's `<id>__error`). */
function showsError(control: Element): boolean {
  if (control.getAttribute('aria-invalid') === 'true') return true;
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .some(
      (id) => id.endsWith('__error') && Boolean(document.getElementById(id)?.textContent?.trim()),
    );
}

/**
 * Focuses an element without the browser's own jump, then centres it (or puts it at the top: a
 * result to read on) and brings its message into view.
 */
export function focusAndReveal(
  control: HTMLElement,
  block: ScrollLogicalPosition = 'center',
): void {
  control.focus({ preventScroll: true });
  // jsdom has no scrolling.
  control.scrollIntoView?.({ block });
  const messages = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const message = messages
    .map((id) => document.getElementById(id))
    .find((el) => el?.textContent?.trim());
  message?.scrollIntoView?.({ block: 'nearest' });
}

/** Focuses the first control inside `root` that shows an error, in document order; false when none does. */
export function focusFirstInvalid(root: ParentNode = document): boolean {
  for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (showsError(control) && !control.matches(':disabled')) {
      focusAndReveal(control);
      return true;
    }
  }
  return false;
}
