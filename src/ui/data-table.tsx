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
