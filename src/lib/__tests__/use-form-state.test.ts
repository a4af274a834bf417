import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useFormState } from '../use-form-state';

const blank = { name: '', email: '' };
const check = (v: typeof blank) => ({
  ...(v.name.trim() ? {} : { name: 'Enter a name' }),
  ...(v.email.includes('@') ? {} : { email: 'Invalid email address' }),
});

describe('useFormState', () => {
  it('shows a field’s own error only once it is touched', () => {
    const { result } = renderHook(() => useFormState(blank, check));
    expect(result.current.errors).toEqual({ name: 'Enter a name', email: 'Invalid email address' });
    expect(result.current.errorOf('name')).toBeUndefined();
    act(() => result.current.touch('name'));
    expect(result.current.errorOf('name')).toBe('Enter a name');
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => result.current.set('name', 'Asha'));
    expect(result.current.values.name).toBe('Asha');
    expect(result.current.errorOf('name')).toBeUndefined();
  });

  it('touches a field on change, or leaves that to blur and submit when asked', () => {
    const eager = renderHook(() => useFormState(blank, check));
    act(() => eager.result.current.set('email', 'x'));
    expect(eager.result.current.errorOf('email')).toBe('Invalid email address');
    const lazy = renderHook(() => useFormState(blank, check, { touchOnChange: false }));
    act(() => lazy.result.current.set('email', 'x'));
    expect(lazy.result.current.errorOf('email')).toBeUndefined();
    act(() => lazy.result.current.touch('email'));
    expect(lazy.result.current.errorOf('email')).toBe('Invalid email address');
  });

  it('does not submit while a field is wrong, and then shows every error', async () => {
    const { result } = renderHook(() => useFormState(blank, check));
    const action = vi.fn(async () => {});
    await act(() => result.current.submit(action));
    expect(action).not.toHaveBeenCalled();
    expect(result.current.errorOf('name')).toBe('Enter a name');
    expect(result.current.errorOf('email')).toBe('Invalid email address');
  });

  it('runs a valid submission once, busy while it runs, with the last failure cleared', async () => {
    const { result } = renderHook(() => useFormState({ name: 'A', email: 'a@b.in' }, check));
    act(() => result.current.setFailure('Earlier failure'));
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(action);
      void result.current.submit(action); // a double click
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.failure).toBeNull();
    await act(async () => {
      finish();
      await first;
    });
    expect(action).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(false);
  });

  it('shows the field errors a refused call names until that field changes', () => {
    const { result } = renderHook(() => useFormState({ name: 'A', email: 'a@b.in' }, check));
    let named = false;
    act(() => {
      named = result.current.refuse({
        errors: [
          { path: 'email', message: 'This e-mail address is already registered' },
          { path: 'name', message: 'Too long' },
        ],
      });
    });
    expect(named).toBe(true);
    expect(result.current.errorOf('email')).toBe('This e-mail address is already registered');
    act(() => result.current.set('email', 'c@d.in'));
    expect(result.current.errorOf('email')).toBeUndefined();
    expect(result.current.errorOf('name')).toBe('Too long');
    act(() => result.current.clearServerErrors());
    expect(result.current.errorOf('name')).toBeUndefined();
    act(() => {
      named = result.current.refuse(null);
    });
    expect(named).toBe(false);
  });

  it('resets to the first values or to new ones, with nothing touched or refused', () => {
    const { result } = renderHook(() => useFormState(blank, check));
    act(() => {
      result.current.set('name', 'Asha');
      result.current.refuse({ errors: [{ path: 'email', message: 'Taken' }] });
      result.current.setFailure('Not saved');
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(blank);
    expect(result.current.errorOf('name')).toBeUndefined();
    expect(result.current.errorOf('email')).toBeUndefined();
    expect(result.current.failure).toBeNull();
    act(() => result.current.reset({ name: 'Ravi', email: 'r@x.in' }));
    expect(result.current.values).toEqual({ name: 'Ravi', email: 'r@x.in' });
  });

  it('keeps its values in a store the caller owns when given one', () => {
    let kept = { name: 'Draft', email: '' };
    const { result, rerender } = renderHook(() =>
      useFormState(blank, check, { store: { values: kept, change: (next) => (kept = next) } }),
    );
    act(() => result.current.set('email', 'a@b.in'));
    expect(kept).toEqual({ name: 'Draft', email: 'a@b.in' });
    rerender();
    expect(result.current.values).toEqual(kept);
    act(() => result.current.reset());
    expect(kept).toEqual(blank);
  });
});
