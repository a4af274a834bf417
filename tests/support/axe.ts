/**
 * axe-core's WCAG 2.1 A/AA check of a page as it is now, one readable line per element at fault.
 *
 * AxeBuilder's default run (runPartial in every frame, then finishRun in a blank page it opens)
 * sends every passing node's result through Node into a second page: on a busy two-core machine
 * that took 9–27 s a screen, against 2–6 s for axe.run in the page itself with the same rules.
 * The portal's screens have no frames, so axe.run in the page reads all there is. A page with a
 * frame (a document preview) is read by AxeBuilder's legacy run, which injects axe into every
 * frame and runs axe.run: its default run missed an image without a text alternative inside a
 * same-origin frame (blob: or srcdoc, with the portal's CSP), which the legacy run finds.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

/** The axe-core AxeBuilder itself loads (its own pinned version, not whichever one is hoisted). */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

const lines = (violations: Violation[]) =>
  violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary}`),
  );

/** The WCAG 2.1 A/AA violations on the page as it is now, one line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours read mid-transition (a menu item's 150 ms background fade) are neither the before nor
  // the after: axe once measured white text on a half-faded blue. Finite animations end first; a
  // spinner's endless one is not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (page.frames().length > 1) {
    const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
    return lines(result.violations);
  }
  // Injected once per document (a second check of the same screen reuses it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only the violations' nodes are collected; the rules run are the same.
          resultTypes: ['violations'],
          reporter: 'v1',
        })
        .then((result) =>
          result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
          })),
        ),
    WCAG_TAGS,
  );
  return lines(violations);
}
