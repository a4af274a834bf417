/**
 * What every engine widget and field can read from RJSF's `formContext`: the loaded service, the
 * mode (a live application or the /demo preview) and the file store that uploads go through.
 */
import type { FileRef } from '@/domain/catalog/inject';
import type { LoadedService } from '@/domain/catalog/types';

/** 'live' talks to the server; 'preview' (/demo) keeps everything in the browser. */
export type EngineMode = 'live' | 'preview';

/** The outcome of one upload: the stored file, or the reason it was refused. */
export type UploadOutcome = { ok: true; file: FileRef } | { ok: false; message: string };

/** Where the upload widget sends files and reads them back for the preview. */
export interface FileStore {
  upload(
    file: File,
    key: string,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<UploadOutcome>;
  /** A URL the browser can show (an object URL); rejects with the spec §8 text when it is gone. */
  fileUrl(file: FileRef): Promise<string>;
  remove(file: FileRef): Promise<void>;
}

/** The RJSF `formContext` of the engine. */
export interface EngineContext {
  service: LoadedService;
  mode: EngineMode;
  files: FileStore;
  /** Marks a field as changed just before RJSF validates the change, so it shows its errors. */
  touch?: (fieldId: string) => void;
}

/** Reads the engine context from a registry's formContext (it is always set by StepForm). */
export function engineContext(registry: { formContext?: unknown }): EngineContext {
  return registry.formContext as EngineContext;
}
