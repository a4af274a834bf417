import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/use-t';
import { tableBoxSx } from './data-table';

/** Whether the element's content is wider than the element (it scrolls sideways), kept current. */
function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWide(el.scrollWidth > el.clientWidth + 1));
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return wide;
}

/**
 * The bordered box of a table that may be wider than the screen. While it scrolls sideways it
 * says so above it (a phone showed two of seven columns with no sign of the rest) and is a named
 * region in the Tab order, so a keyboard scrolls it with the arrow keys.
 */
export function ScrollTableBox({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const wide = useScrollsSideways(box);
  const hintId = useId();
  return (
    <>
      {wide ? (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('common.table.scrollHint')}
        </Typography>
      ) : null}
      <TableContainer
        ref={box}
        role={wide ? 'region' : undefined}
        aria-label={wide ? label : undefined}
        aria-describedby={wide ? hintId : undefined}
        tabIndex={wide ? 0 : undefined}
        sx={{
          ...tableBoxSx,
          '&:focus-visible': { outline: '3px solid var(--portal-focus)', outlineOffset: 2 },
        }}
      >
        {children}
      </TableContainer>
    </>
  );
}
