/**
 * The hostile body of issue 17, finding 1: JSON just under 1 MiB holding ~116,000 unknown
 * properties. Used by the bench (stall.ts) and by the regression test that keeps it refused.
 */

/** `{"k0":0,"k1":0,…}` just under 1 MiB (~116,000 unknown properties). */
export function stallingBody(maxBytes = 1024 * 1024 - 1024): string {
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; ; i += 1) {
    const part = `"k${i.toString(36)}":0`;
    if (size + part.length + 1 > maxBytes) break;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}
