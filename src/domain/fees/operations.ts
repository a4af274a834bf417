/**
 * The JSON Logic operations a fee rule, check or precondition may use. json-logic-js has more
 * (log, missing, and dotted names that reach into its operation table); anything not listed
 * here is refused before a rule is run. round / ceil / floor are ours, registered once on import.
 */
import jsonLogic from 'json-logic-js';
import { roundTo } from './rounding';

/** Operations that evaluate their second argument once per item of the array in the first. */
export const scopedOperations = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

/** Every operation a rule may name. */
export const allowedOperations = new Set([
  'var',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'in',
  'cat',
  'merge',
  ...scopedOperations,
  'round',
  'ceil',
  'floor',
]);

const toNumber = (v: unknown): number => (typeof v === 'number' ? v : Number.parseFloat(String(v)));

let registered = false;

/** Registers round ([x, digits?], half away from zero), ceil and floor with json-logic-js. */
export function registerOperations(): void {
  if (registered) return;
  registered = true;
  jsonLogic.add_operation('round', (x: unknown, digits?: unknown) =>
    roundTo(toNumber(x), digits === undefined ? 0 : toNumber(digits)),
  );
  jsonLogic.add_operation('ceil', (x: unknown) => Math.ceil(toNumber(x)));
  jsonLogic.add_operation('floor', (x: unknown) => Math.floor(toNumber(x)));
}
