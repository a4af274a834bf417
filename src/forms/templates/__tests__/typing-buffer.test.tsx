import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from 'react';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';
import { TYPING_PAUSE_MS, useTypingBuffer } from '../use-typing-buffer';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useTypingBuffer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each key at once and hands the text over once typing pauses', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { result } = renderHook(() => useTypingBuffer('ab', onChange, undefined));
    act(() => result.current.change(typed('abc')));
    act(() => result.current.change(typed('abcd')));
    expect(result.current.shown).toBe('abcd');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange.mock.calls).toEqual([['abcd']]);
  });

  it('hands over at once on commit (blur), and an emptied box as the empty value', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { result } = renderHook(() => useTypingBuffer('ab', onChange, null));
    act(() => result.current.change(typed('')));
    act(() => result.current.commit());
    expect(onChange.mock.calls).toEqual([[null]]);
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a value the form sets, but not over text being typed', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useTypingBuffer(value, vi.fn(), ''), {
      initialProps: { value: 'a' as unknown },
    });
    rerender({ value: 'reset' });
    expect(result.current.shown).toBe('reset');
    act(() => result.current.change(typed('resetX')));
    rerender({ value: 'other' });
    expect(result.current.shown).toBe('resetX');
  });
});

describe('a text box of a step', SLOW, () => {
  const tle = service('TimeLimitExtensionService');

  it('validates what was typed after the pause, and at once when it loses focus', async () => {
    const { user } = renderStepper(tle, { initialAnswers: sample(tle), initialStep: 'status' });
    const field = screen.getByRole('textbox', { name: /Building plan approval no/ });
    await user.clear(field);
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This field is required/));
    await user.type(field, 'BP-1');
    await user.tab();
    expect(field).not.toHaveAccessibleDescription(/This field is required/);
    expect(field).toHaveValue('BP-1');
  });
});

describe('the box being typed in', SLOW, () => {
  const ith = service('ITHardware');

  it('does not say "required" while its text waits in the buffer', async () => {
    const { investment: _left, ...answers } = sample(ith);
    const { user } = renderStepper(ith, { initialAnswers: answers, initialStep: 'investment' });
    const land = screen.getByRole('spinbutton', { name: /^Land/ });
    const building = screen.getByRole('spinbutton', { name: /^Building/ });
    await user.type(land, '0');
    // Clicking into Building hands Land's 0 to the form, which validates the step while
    // Building is still empty; Building's own error waits for its own change or blur.
    await user.type(building, '95');
    expect(building).toHaveValue(95);
    expect(building).not.toHaveAccessibleDescription(/This field is required/);
    await user.tab();
    expect(land).not.toHaveAccessibleDescription(/This field is required/);
    expect(building).not.toHaveAccessibleDescription(/This field is required/);
  });
});

describe('a number box with text it cannot read', SLOW, () => {
  const tree = service('TreeFellingRePlantationService');

  it("says 'Enter a number' for '1e' (the browser reports the box as empty) and keeps the answer from being dropped", async () => {
    const { user } = renderStepper(tree, { initialAnswers: sample(tree), initialStep: 'trees' });
    const longitude = screen.getAllByRole('spinbutton', { name: /Longitude/ })[0]!;
    await user.clear(longitude);
    await user.type(longitude, '1');
    // What Chromium does on the next key, 'e': the box still shows '1e', its value reads ''.
    Object.defineProperty(longitude, 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.change(longitude, { target: { value: '' } });
    await waitFor(() => expect(longitude).toHaveAccessibleDescription(/Enter a number/));
    expect(longitude).toBeInvalid();
  });
});
