/**
 * V8 runs a WebAssembly function first as quickly made code and re-compiles the hot ones with its
 * optimising compiler on background threads, as many at once as it has work for (Node's pool has
 * four). When a start opens PGlite, Postgres's boot and first statements make about as much of
 * that work as the main thread's whole start, and on a machine of two cores those threads take
 * the main thread's turn: the main thread carries the start. `holdBackWasmTierUp` lets one thread compile until the function it returns is called
 * (index.ts calls it once the server listens); the same functions are optimised, later.
 *
 * V8 reads the limit each time it sizes a compile job, so raising it again reaches the job
 * already running. Going back to V8's own value matters to the server bundle's code cache too
 * (scripts/server-bundle.mjs): V8 refuses a cache made under other flags.
 */
import { setFlagsFromString } from 'node:v8';

const FLAG = 'wasm-num-compilation-tasks';
/** V8's default for the flag (node --v8-options). */
const V8_DEFAULT = 128;

/** True when the process was started with its own value of the flag. */
function givenByOperator(): boolean {
  return [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
    arg.replaceAll('_', '-').includes(FLAG),
  );
}

/** One background thread compiles WebAssembly until the answer is called (once is enough). */
export function holdBackWasmTierUp(): () => void {
  // An operator's own setting is left as it is.
  if (givenByOperator()) return () => {};
  setFlagsFromString(`--${FLAG}=1`);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    setFlagsFromString(`--${FLAG}=${V8_DEFAULT}`);
  };
}
