import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The bordered box a table sits in (it scrolls sideways where the table is wider). */
export const tableBoxSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

/**
 * A row's actions cell, kept in view at the table's right edge while the rest of the row scrolls
 * sideways on a narrow screen, with a shadow where the row passes under it.
 */
export const stickyActionsSx = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.25)',
} as const;

/** A table named `label` with plain column titles; `children` are its body rows. */
export function DataTable(props: {
  label: string;
  headers: readonly string[];
  size?: 'small' | 'medium';
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer sx={tableBoxSx}>
      <Table
        size={props.size}
        aria-label={props.label}
        sx={props.minWidth ? { minWidth: props.minWidth } : undefined}
      >
        <TableHead>
          <TableRow>
            {props.headers.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{props.children}</TableBody>
      </Table>
    </TableContainer>
  );
}
