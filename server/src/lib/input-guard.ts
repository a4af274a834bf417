/**
 * The one check every request's text passes before a handler sees it: the database cannot store a
 * NUL character (PostgreSQL refuses it in text and jsonb), an unpaired UTF-16 surrogate is not
 * text at all (jsonb refuses it, text columns would silently store U+FFFD), and a value nested
 * deeper than any form needs would overflow the stack of JSON.stringify on its way to a jsonb
 * column. Such input answers 400 naming the field, before any query runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Deeper than any service form nests (steps → lists → rows → tables); far below the stack. */
export const MAX_INPUT_DEPTH = 32;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const isStorableText = (text: string) => text.search(UNSTORABLE) === -1;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\x00-\x1f\x7f]/g;
/** Longest field name a message repeats: a 100,000-character key is named by its start. */
const MAX_SHOWN_NAME = 60;

/**
 * A client-chosen name (a field, a query parameter) as a message may show it: control and
 * unstorable characters as U+FFFD, and at most MAX_SHOWN_NAME characters.
 */
export function shownName(text: string): string {
  const clean = text.replace(UNSTORABLE, '\ufffd').replace(CONTROL, '\ufffd');
  return clean.length > MAX_SHOWN_NAME ? `${clean.slice(0, MAX_SHOWN_NAME)}…` : clean;
}

export interface InputProblem {
  /** Dotted path of the offending value (or key) inside the part. */
  path: string;
  problem: 'text' | 'depth';
}

/** A value met on the walk, with the way back to its part's root (its path, built only if needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

/** The dotted path of a visited value: built only for the one value a problem is found at. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Walks a parsed value (iteratively, so depth cannot overflow the stack) and answers the first
 * string or key that cannot be stored, or the first value nested deeper than `maxDepth`. The work
 * per value is a type check and, for text, one regex search: a body of many small values costs
 * little more than its parse.
 */
export function findUnstorableInput(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH,
): InputProblem | null {
  const stack: Visit[] = [{ value, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return { path: pathOf(item), problem: 'text' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxDepth) return { path: pathOf(item), problem: 'depth' };
    const object = item.value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      const child: Visit = { value: object[key], key, parent: item, depth: item.depth + 1 };
      if (!isStorableText(key)) return { path: pathOf(child), problem: 'text' };
      // Scalars other than text need no visit of their own.
      if (
        typeof child.value === 'string' ||
        (child.value !== null && typeof child.value === 'object')
      )
        stack.push(child);
    }
  }
  return null;
}

const nouns = { params: 'Path parameter', query: 'Query parameter', body: 'Field' } as const;

/** The 400 for a problem found in one part of the request. */
export function inputProblemError(part: keyof typeof nouns, found: InputProblem) {
  const noun = nouns[part];
  const path = shownName(found.path);
  const subject = path ? `${noun} '${path}'` : part === 'body' ? 'Request body' : noun;
  const message =
    found.problem === 'text'
      ? `${subject} contains a character that is not allowed (NUL or an unpaired surrogate)`
      : `${subject} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
  return badRequest(message, { errors: [{ path, message }] });
}

/** Throws the 400 when a value of one part of the request holds unstorable text. */
export function assertStorableInput(part: keyof typeof nouns, value: unknown): void {
  const found = findUnstorableInput(value);
  if (found) throw inputProblemError(part, found);
}

/** Refuses unstorable text in a request's path parameters, query and parsed body. */
export function checkRequestInput(request: FastifyRequest): void {
  for (const part of ['params', 'query', 'body'] as const) assertStorableInput(part, request[part]);
}

/**
 * Registers the check as the first preHandler of every route: after authentication and schema
 * validation (so a dead session still answers 401 and a wrong type still names the type), before
 * any handler can reach the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => checkRequestInput(request));
}
