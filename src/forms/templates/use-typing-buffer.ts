/**
 * Typing without re-rendering the whole form on every key: a text box shows what is typed at once
 * from its own state and hands the value to RJSF after a short pause (or when it loses focus).
 * RJSF re-renders and live-validates the form on each change it receives, which on a long step
 * costs far more than a frame; this way a keystroke repaints one input, and the form catches up
 * once per pause. A value the form sets itself (a reset, a cleared hidden answer) is shown unless
 * the applicant is typing in that very box.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';

/** Pause after the last keystroke before the typed value reaches the form. */
export const TYPING_PAUSE_MS = 150;

/**
 * What the form receives for text a number box cannot read ('1e', '1-'): the browser reports such
 * a box as empty (validity.badInput), which would drop the answer without a word. A string makes
 * the field's type rule fail ('Enter a number'); the box keeps the text as typed.
 */
export const NOT_A_NUMBER = 'not a number';

const NOTHING = Symbol('nothing pending');

/** The shown value and the handlers that buffer changes to `value` on the way to `onChange`. */
export function useTypingBuffer(
  value: unknown,
  onChange: (value: unknown) => void,
  emptyValue: unknown,
  delay = TYPING_PAUSE_MS,
) {
  const [state, setState] = useState({ shown: shownOf(value), from: value, typing: false });
  if (!Object.is(value, state.from)) {
    // The form's value changed: our own commit arriving, or a change made by the form itself.
    const keep = state.typing || value === NOT_A_NUMBER;
    setState({ shown: keep ? state.shown : value, from: value, typing: state.typing });
  }
  const pending = useRef<unknown>(NOTHING);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === NOTHING) return;
    pending.current = NOTHING;
    setState((s) => ({ ...s, typing: false }));
    latest.current(next);
  }, []);

  const change = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const raw = event.target.value;
      const unreadable = raw === '' && Boolean(event.target.validity?.badInput);
      pending.current = unreadable ? NOT_A_NUMBER : raw === '' ? emptyValue : raw;
      setState((s) => ({ ...s, shown: raw, typing: true }));
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, delay);
    },
    [commit, delay, emptyValue],
  );

  return { shown: state.shown, change, commit };
}

/** The box never shows the marker: a number box would empty itself (and lose what was typed). */
function shownOf(value: unknown): unknown {
  return value === NOT_A_NUMBER ? '' : value;
}
