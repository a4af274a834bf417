/**
 * Each Playwright worker has a server of its own (playwright.config.ts), so specs on different
 * workers never share a database. A worker's ports are E2E_PORT + 10 × its parallel index, plus
 * a spec's own offset for servers it starts itself.
 */
export const E2E_PORT_STRIDE = 10;

export function e2ePort(offset = 0, parallelIndex = process.env.TEST_PARALLEL_INDEX): number {
  return (
    Number(process.env.E2E_PORT ?? 8181) + E2E_PORT_STRIDE * Number(parallelIndex ?? 0) + offset
  );
}

/**
 * The offset of each spec that starts servers of its own, in one table so that no two share a
 * port (specs on one worker run one after the other, but a server a spec leaves behind must not
 * meet the next spec's). Offsets stay below E2E_PORT_STRIDE.
 */
export const SPEC_PORT_OFFSET = {
  setAside: 1,
  asFiled: 2,
  notifications: 3,
  languagesJourney: 4,
  newService: 5,
} as const;
