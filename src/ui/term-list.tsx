import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';

/** One line of a term list: what it is, and its value. */
export interface Term {
  /** React key; the term itself when it is a unique string. */
  key?: string;
  term: ReactNode;
  value: ReactNode;
  /** The total under a list of amounts: bold, at body size, with a rule above it. */
  total?: boolean;
  /** Attributes for the value's <dd>: a test id, a data-count, aria-live for a changing total. */
  valueProps?: { 'aria-live'?: 'polite' } & Record<`data-${string}`, string>;
}

interface TermListProps {
  terms: readonly Term[];
  /** The grid's columns; by default the terms as wide as the longest, the values the rest. */
  columns?: ResponsiveStyleValue<string>;
  columnGap?: ResponsiveStyleValue<number>;
  rowGap?: ResponsiveStyleValue<number>;
  /** Terms in the secondary text colour (labels), or in the body colour (line items). */
  mutedTerms?: boolean;
  boldTerms?: boolean;
  boldValues?: boolean;
  /** Amounts: values right-aligned with figures of equal width, spaced from their terms (use
   * columnGap 0, so a total's rule runs unbroken across both columns). */
  numeric?: boolean;
  variant?: 'body1' | 'body2';
  sx?: SxProps<Theme>;
}

/**
 * A label/value list as a `<dl>` laid out as a two-column grid: facts of a plot, a payment, an
 * acknowledgement, the lines of a fee. Long terms and values wrap anywhere rather than widen the
 * page or overlap.
 */
export function TermList({
  terms,
  columns = 'max-content 1fr',
  columnGap = 3,
  rowGap = 0.5,
  mutedTerms = true,
  boldTerms = false,
  boldValues = false,
  numeric = false,
  variant = 'body1',
  sx,
}: TermListProps) {
  return (
    <Box
      component="dl"
      sx={[
        { display: 'grid', gridTemplateColumns: columns, columnGap, rowGap, m: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {terms.map((t, i) => {
        const rule = t.total ? { borderTop: 1, borderColor: 'divider', pt: 0.5 } : {};
        const weight = t.total ? 700 : undefined;
        return (
          <Box
            key={t.key ?? (typeof t.term === 'string' ? t.term : i)}
            sx={{ display: 'contents' }}
          >
            <Typography
              component="dt"
              variant={t.total ? 'body1' : variant}
              color={mutedTerms && !weight ? 'text.secondary' : undefined}
              // A word wider than its column wraps rather than run into the value beside it.
              sx={{
                overflowWrap: 'anywhere',
                fontWeight: weight ?? (boldTerms ? 600 : undefined),
                ...rule,
              }}
            >
              {t.term}
            </Typography>
            <Typography
              component="dd"
              variant={t.total ? 'body1' : variant}
              {...t.valueProps}
              sx={{
                m: 0,
                overflowWrap: 'anywhere',
                fontWeight: weight ?? (boldValues ? 600 : undefined),
                ...(numeric
                  ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums', pl: 2 }
                  : {}),
                ...rule,
              }}
            >
              {t.value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
