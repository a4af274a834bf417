/**
 * axe-core's WCAG 2.1 A/AA check of a page as it is now, one readable line per element at fault.
 *
 * axe runs in each document itself (axe.run), the page's and each frame's (a document preview's
 * blob: frame), and a frame's findings are named by the path of frame elements leading to it.
 * AxeBuilder's default run (runPartial in every frame, then finishRun in a blank page it opens)
 * sent every passing node's result through Node into a second page: on a busy two-core machine
 * that took 9–27 s a screen, against 2–6 s for axe.run in the page. It also missed an image without
 * a text alternative inside a same-origin frame (blob: or srcdoc, with the portal's CSP); its
 * legacy run, which asks each frame for its results from the page's axe, missed it in about one run
 * in ten on a loaded machine.
 */
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
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
  const found: Violation[] = [];
  for (const frame of page.frames()) {
    const path = await framePath(frame);
    for (const v of await frameViolations(frame))
      found.push({ ...v, nodes: v.nodes.map((n) => ({ ...n, target: [...path, ...n.target] })) });
  }
  return lines(found);
}

/** Injects axe into `frame`'s document once (a second check of the same screen reuses it). */
async function inject(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
}

/** The frame elements from the page down to `frame`, each named by its id or its tag. */
async function framePath(frame: Frame): Promise<string[]> {
  const parent = frame.parentFrame();
  if (!parent) return [];
  const element = await frame.frameElement();
  const name = await element.evaluate((node) => {
    const e = node as Element;
    if (e.id) return `#${CSS.escape(e.id)}`;
    const tag = e.tagName.toLowerCase();
    const alike = [...(e.parentElement?.children ?? [e])].filter((c) => c.tagName === e.tagName);
    return alike.length > 1 ? `${tag}:nth-of-type(${alike.indexOf(e) + 1})` : tag;
  });
  return [...(await framePath(parent)), name];
}

/** The violations axe finds in `frame`'s own document (its frames are checked on their own). */
async function frameViolations(frame: Frame): Promise<Violation[]> {
  await inject(frame);
  return frame.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only the violations' nodes are collected; the rules run are the same.
          resultTypes: ['violations'],
          reporter: 'v1',
          iframes: false,
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
}
