import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';
import base from '@/ui/button-base.module.css';
import { StepDot } from './step-dot';
import { stepStatuses } from './step-list';
import { useStepper } from './stepper-context';
import { stepErrorsAtom, stepIdAtom, visitedAtom } from './stepper-state';
import { useStepperValue } from './use-stepper-value';
import styles from './step-progress.module.css';

/**
 * The step list with progress, in plain elements and CSS (step-progress.module.css): every
 * service opens on a step drawn without MUI, and this list is on it. Same elements, roles and
 * keyboard as MUI's non-linear Stepper with StepButtons, which it replaced: a tab list, one Tab
 * stop in it (the first step that can be opened, then the step last focused), arrow keys move
 * between the steps that can be opened (round the ends; Home and End to the first and last),
 * Enter or Space opens one; unreachable steps are disabled. Each step's state is said in words
 * for screen readers (in the step's accessible name) as well as drawn.
 */
export function StepProgress({ onOpen }: { onOpen: (stepId: string) => void }) {
  const { service } = useStepper().config;
  const t = useT();
  const current = useStepperValue(stepIdAtom);
  const visited = useStepperValue(visitedAtom);
  const errors = useStepperValue(stepErrorsAtom);
  const steps = stepStatuses(service, { visited, errors });
  const active = steps.findIndex((s) => s.id === current);

  // The Tab stop: the step last focused (null: none yet), resolved as MUI's roving tab index did.
  const [focused, setFocused] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const opens = steps.map((s) => s.reachable);
  const stop = tabStop(focused, opens);

  // On a narrow screen the list scrolls sideways: keep the open step in view, centred. A list
  // that opens on its first step is already there (at its start): reading its layout then would
  // have the browser lay out the whole new page once more before its first frame, for nothing.
  const list = useRef<HTMLElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    const opening = !shown.current;
    shown.current = true;
    if (opening && active <= 0) return;
    const box = list.current;
    const item = box?.querySelectorAll('li')[active];
    if (!box || !item || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = item.offsetLeft - (box.clientWidth - item.offsetWidth) / 2;
  }, [active]);

  const indexOf = (el: Element | null) =>
    el ? buttons.current.findIndex((b) => b !== null && b.contains(el)) : -1;
  const onFocus = (event: FocusEvent) => {
    const at = indexOf(event.target);
    if (at !== -1) setFocused(at);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.shiftKey || event.ctrlKey || event.metaKey)
      return;
    const at = indexOf(document.activeElement);
    const from = at !== -1 ? at : (stop ?? -1);
    let next: number | null;
    if (event.key === 'ArrowRight') next = around(opens, from, 1);
    else if (event.key === 'ArrowLeft') next = around(opens, from, -1);
    else if (event.key === 'Home') next = around(opens, -1, 1);
    else if (event.key === 'End') next = around(opens, opens.length, -1);
    else return;
    event.preventDefault();
    if (next === null) return;
    buttons.current[next]?.focus();
    setFocused(next);
  };

  // `isolation`: the list is its own stacking context, so the browser keeps its painting as one
  // cached piece and a key typed in a field does not repaint the list's discs and labels.
  return (
    <nav ref={list} className={styles.list} aria-label={t('forms.stepper.stepsLabel')}>
      <ol
        className={styles.steps}
        role="tablist"
        aria-orientation="horizontal"
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        {steps.map((s, i) => {
          const showError = s.invalid && visited.has(s.id) && s.id !== current;
          const completed = s.complete && s.id !== current;
          const on = i === active || completed;
          const state: MessageId =
            s.id === current
              ? 'forms.stepper.state.current'
              : showError
                ? 'forms.stepper.state.hasErrors'
                : s.complete
                  ? 'forms.stepper.state.completed'
                  : s.reachable
                    ? 'forms.stepper.state.notStarted'
                    : 'forms.stepper.state.notAvailable';
          return (
            <li key={s.id} className={styles.step} role="presentation">
              {i > 0 ? (
                <div className={styles.connector}>
                  <span className={styles.line} />
                </div>
              ) : null}
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                className={`${base.base} ${styles.button}`}
                tabIndex={i === stop ? 0 : -1}
                type="button"
                disabled={!s.reachable}
                aria-selected={i === active}
                aria-posinset={i + 1}
                aria-setsize={steps.length}
                role="tab"
                aria-controls={s.id === current ? 'step-panel' : undefined}
                // The visible title first, then what the drawing shows (WCAG 2.5.3, label in name).
                aria-label={t('forms.stepper.stepName', {
                  title: s.title,
                  number: s.index + 1,
                  count: steps.length,
                  state: t(state),
                })}
                onClick={() => onOpen(s.id)}
              >
                <span className={styles.label}>
                  <span className={styles.icon}>
                    <StepDot active={i === active} completed={completed} error={showError} />
                  </span>
                  <span className={styles.titleBox}>
                    <span
                      className={[
                        styles.title,
                        on ? styles.titleOn : '',
                        showError ? styles.titleError : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {s.title}
                    </span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The step holding the list's Tab stop, as MUI's roving tab index chose it: the step last
 * focused if it can be opened; if it cannot, the next one after it that can (not round the end);
 * with none focused yet (or one past the list's end), the first that can be opened. Null: none.
 */
function tabStop(focused: number | null, opens: readonly boolean[]): number | null {
  if (focused === null || focused >= opens.length) {
    const first = opens.indexOf(true);
    return first === -1 ? null : first;
  }
  for (let i = focused; i < opens.length; i++) if (opens[i]) return i;
  return null;
}

/**
 * The next step that can be opened from `from` in direction `step`, round the ends of the list
 * (`from` may be -1 or the list's length, to start at an end); null when none can.
 */
function around(opens: readonly boolean[], from: number, step: 1 | -1): number | null {
  const n = opens.length;
  for (let k = 1; k <= n; k++) {
    const i = (((from + step * k) % n) + n) % n;
    if (opens[i]) return i;
  }
  return null;
}
