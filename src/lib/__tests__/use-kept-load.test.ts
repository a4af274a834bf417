import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useKeptLoad } from '../use-kept-load';

type Answer = { status: 'ready'; data: string[] } | { status: 'error'; message: string };

describe('useKeptLoad', () => {
  it('keeps what is shown when a re-read fails, with the reason beside it', async () => {
    const answers: (() => Promise<Answer>)[] = [
      async () => ({ status: 'ready', data: ['Asha'] }),
      async () => ({ status: 'error', message: 'The users could not be loaded.' }),
      async () => ({ status: 'ready', data: ['Asha', 'Ravi'] }),
    ];
    const read = vi.fn(() => answers.shift()!());
    const { result } = renderHook(() => useKeptLoad('users', read, 'Reading users'));
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data).toEqual(['Asha']));
    await act(() => result.current.reload());
    expect(result.current.data).toEqual(['Asha']);
    expect(result.current.error).toBe('The users could not be loaded.');
    await act(() => result.current.reload());
    expect(result.current.data).toEqual(['Asha', 'Ravi']);
    expect(result.current.error).toBeNull();
  });

  it('shows the spec message when the server cannot be reached, and takes answers given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() =>
      useKeptLoad<string[]>('users', () => Promise.reject(new Error('offline')), 'Reading users'),
    );
    await waitFor(() =>
      expect(result.current.error).toBe('An error occurred while processing your request.'),
    );
    expect(result.current.data).toBeNull();
    act(() => result.current.set(['Meera']));
    expect(result.current.data).toEqual(['Meera']);
    expect(result.current.error).toBeNull();
  });
});
