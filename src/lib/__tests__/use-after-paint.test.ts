import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAfterPaint } from '../use-after-paint';

describe('useAfterPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false on the first render and true after the next frame has painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    // Nothing before the frame: a timer alone does not make it true.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(performance.now()));
    expect(result.current).toBe(false); // the frame's paint has not happened yet
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(result.current).toBe(true);
  });

  it('is true at once in a hidden tab, which paints no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(true);
  });
});
