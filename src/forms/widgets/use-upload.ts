/**
 * One upload at a time for one slot: checks the file against the slot's rule first, then sends it
 * through the engine's file store with progress, and keeps the refusal to show beside the slot.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileRef } from '@/domain/catalog/inject';
import type { UploadRule } from '@/domain/catalog/types';
import type { FileStore } from '../context';
import { refuseFile } from './file-rules';

/** The state of a slot's upload. */
export interface UploadState {
  /** Fraction sent, 0 to 1, while an upload runs; null otherwise. */
  progress: number | null;
  error: string | null;
}

/** Uploads files for one slot; calls `onUploaded` with the stored file's reference. */
export function useUpload(store: FileStore, rule: UploadRule, onUploaded: (file: FileRef) => void) {
  const [state, setState] = useState<UploadState>({ progress: null, error: null });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const refusal = refuseFile(file, rule);
      if (refusal) {
        setState({ progress: null, error: refusal });
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ progress: 0, error: null });
      const outcome = await store.upload(
        file,
        rule.key,
        (progress) => setState((s) => ({ ...s, progress })),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      abort.current = null;
      if (outcome.ok) {
        setState({ progress: null, error: null });
        onUploaded(outcome.file);
      } else setState({ progress: null, error: outcome.message });
    },
    [store, rule, onUploaded],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ progress: null, error: null });
  }, []);

  return {
    ...state,
    start,
    cancel,
    setError: (error: string | null) => setState({ progress: null, error }),
  };
}
