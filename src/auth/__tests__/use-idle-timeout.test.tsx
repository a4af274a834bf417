import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { browser } from '@/lib/browser';
import { ACTIVITY_EVENTS, expireSession, useIdleTimeout } from '../use-idle-timeout';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useIdleTimeout', () => {
  it('fires after the timeout without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(true, 1000, onIdle));
    vi.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it.each(ACTIVITY_EVENTS)('restarts the timer on %s', (name) => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(true, 1000, onIdle));
    vi.advanceTimersByTime(800);
    window.dispatchEvent(new Event(name));
    vi.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('does nothing while signed out, and stops when unmounted', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(false, 1000, onIdle));
    vi.advanceTimersByTime(5000);
    const { unmount } = renderHook(() => useIdleTimeout(true, 1000, onIdle));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('expireSession', () => {
  it('clears session storage and loads /sessionexpired', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    sessionStorage.setItem('UserId', '1');
    sessionStorage.setItem('root', '{}');
    expireSession();
    expect(sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/sessionexpired');
  });
});
