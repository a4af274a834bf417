import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { JSONSchema7 } from 'json-schema';
import type { UiSchema } from '@/domain/catalog/types';
// The module, not the package's index: the first step's code takes no more of RJSF than its ids.
import { titleId } from '@rjsf/utils/lib/idGenerators.js';
import styles from './facts.module.css';

/** One field of an object: its rendered content, by name; hidden ones render after the grid. */
export interface GridProperty {
  name: string;
  content: ReactNode;
  hidden: boolean;
}

/** What ObjectGrid draws: an object's fields, and its title when it is a panel of facts. */
export interface ObjectGridProps {
  /** The object's field id ('root_applicant'). */
  id: string;
  /** A read-only group of facts (applicant, company, plot): a compact panel under an h3. */
  facts: boolean;
  /** The panel's title (facts only). */
  title?: string;
  /** The title of a group to fill in, as its theme draws it. */
  heading?: ReactNode;
  description?: ReactNode;
  properties: readonly GridProperty[];
  schema: JSONSchema7;
  uiSchema: UiSchema | undefined;
}

/**
 * Renders an object as a responsive grid: short fields side by side, groups, lists and long text
 * across the full width; a read-only group of facts (applicant, company, plot) becomes a compact
 * panel. Plain elements (no MUI, no RJSF): the first step, all facts, is drawn with it
 * (stepper/facts-step.tsx) before either has loaded; RJSF's object template uses it too.
 */
export function ObjectGrid(props: ObjectGridProps) {
  const { id, facts, title, heading, description, properties, schema, uiSchema } = props;
  const blocks = blocksOf(properties.filter((p) => !p.hidden));
  const shown = useShownBlocks(blocks.length);
  const gap = facts ? 12 : 16;
  // Plain elements, not MUI Boxes: every step renders these, the first step dozens of times.
  const Outer = facts ? 'section' : 'div';
  return (
    <Outer
      className={facts ? styles.panel : undefined}
      aria-labelledby={facts && title ? titleId(id) : undefined}
    >
      {title && facts ? (
        <h3 id={titleId(id)} className={styles.title}>
          {title}
        </h3>
      ) : (
        heading
      )}
      {description}
      {blocks.map((block, i) => (
        <div
          // By position: a field shown or hidden earlier on moves the block edges, not the blocks.
          key={i}
          style={{
            display: 'grid',
            columnGap: 16,
            rowGap: gap,
            marginTop: i === 0 ? 12 : gap,
            gridTemplateColumns: facts ? factColumns : fieldColumns,
            ...(blocks.length > 1 ? offscreenBlock : undefined),
          }}
        >
          {(i < shown ? block : []).map((p) => (
            // A plain div per field: this re-renders with the object on every change.
            <div key={p.name} style={wide(schema, uiSchema, p.name) ? wideCell : cell}>
              {p.content}
            </div>
          ))}
        </div>
      ))}
      {properties.filter((p) => p.hidden).map((p) => p.content)}
    </Outer>
  );
}

/**
 * Fields: at least 260px wide and at most three side by side (wide boxes show a whole name or
 * address, and labels, which sit above the boxes and wrap, stay on one or two lines). A
 * read-only facts panel packs more, narrower columns. min(…, 100%): on a narrow screen one
 * column, never wider than the container. 32px: two column gaps of 16px.
 */
const fieldColumns =
  'repeat(auto-fill, minmax(max(min(260px, 100%), calc((100% - 32px) / 3)), 1fr))';
const factColumns = 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))';

/**
 * Each field is its own stacking context (`isolation`), so the browser keeps its painting as one
 * cached piece: a key typed in one field repaints that field, not every field around it.
 */
export const cellBase = { minWidth: 0, isolation: 'isolate' } as const;
const cell = { ...cellBase, gridColumn: 'auto' } as const;
const wideCell = { ...cellBase, gridColumn: '1 / -1' } as const;

/**
 * A long object is laid out in blocks of this many fields (24 fills whole rows of 1, 2, 3, 4 or 6
 * columns). While a block is off screen the browser neither lays it out nor paints it (it keeps
 * the size it last had, or an estimate), so typing on a long step costs per frame what is on
 * screen, not all the step holds. The fields stay in the DOM: focus, find-in-page and screen
 * readers still reach them.
 */
const BLOCK = 24;
const offscreenBlock = { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } as const;

/**
 * How many blocks render: the first block of a long object at once, then one more after each
 * frame, as a transition (interruptible, so typing stays responsive). One block per commit keeps
 * each of the browser's tasks short: the whole rest in one commit was one long task that held a
 * phone's main thread. Until then the others are empty blocks of about their size.
 */
function useShownBlocks(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return undefined;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => n + 1)));
    return () => cancelAnimationFrame(frame);
  }, [shown, count]);
  return Math.min(shown, count);
}

/** The fields in blocks of BLOCK; a short object is one block (an empty one still renders). */
function blocksOf<T>(fields: T[]): T[][] {
  if (fields.length <= BLOCK) return [fields];
  const blocks: T[][] = [];
  for (let i = 0; i < fields.length; i += BLOCK) blocks.push(fields.slice(i, i + BLOCK));
  return blocks;
}

/** Groups, lists, long text and choices laid out as rows take the whole width. */
function wide(schema: JSONSchema7, uiSchema: UiSchema | undefined, name: string): boolean {
  const child = schema.properties?.[name];
  const type = typeof child === 'object' ? child.type : undefined;
  const widget = (uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:widget'];
  return (
    type === 'object' ||
    type === 'array' ||
    widget === 'textarea' ||
    widget === 'radio' ||
    child === undefined
  );
}
