/** Removes `dirs` once none of `pids` is running (a no-op for folders already removed). */
export function removeWhenGone(pids: number[], dirs: string[]): void;
