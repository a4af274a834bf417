/**
 * Error lines hold still while a pointer is pressed. Pressing on a radio or on Next takes the
 * focus from the box just typed in; its value then reaches the form, error lines appear or go,
 * and what lies below moves before the button is released — the release lands elsewhere and the
 * click is lost. While a press lasts, a field shows the error lines it showed when the press
 * began; the current ones show right after the click.
 */
import { useState, useSyncExternalStore } from 'react';

let pressed = false;
const listeners = new Set<() => void>();
let installed = false;

function setPressed(value: boolean) {
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', () => setPressed(true), options);
  // After the task of the release, in which the click is dispatched.
  const release = () => setTimeout(() => setPressed(false));
  window.addEventListener('pointerup', release, options);
  window.addEventListener('pointercancel', release, options);
}

function subscribe(listener: () => void) {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isPressed = () => pressed;
const notPressed = () => false;

/** `value` as it was when the press began, while a pointer is pressed; `key` tells values apart. */
export function useHeldDuringPress<T>(value: T, key: string): T {
  const down = useSyncExternalStore(subscribe, isPressed, notPressed);
  const [held, setHeld] = useState({ key, value });
  if (!down && held.key !== key) setHeld({ key, value });
  return down && held.key !== key ? held.value : value;
}
