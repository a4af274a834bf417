/**
 * How long one segment of an address may be. The router matches a path parameter only up to this
 * length (app.ts passes it as maxParamLength), so a longer one would otherwise look like an
 * address with nothing there; it is answered 414 instead, saying what is wrong.
 */
export const MAX_PATH_SEGMENT_LENGTH = 100;

/** True when a segment of the URL's path (query string excluded) is longer than the router takes. */
export function hasOverlongSegment(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT_LENGTH);
}
