import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { parsePointer } from '@/domain/catalog/json';
import { schemasAtPath } from '@/domain/catalog/schema-walk';
import type { LoadedService } from '@/domain/catalog/types';
import type { MigrationIssue } from '@/domain/drafts/migrate';
import { formatValue } from '../review/format-value';

/** Props of MigrationPanel. */
export interface MigrationPanelProps {
  service: LoadedService;
  fromVersion: number;
  issues: readonly MigrationIssue[];
}

/**
 * The answers of a resumed draft that no longer fit the form (a newer version, a changed
 * declaration, a value no longer allowed): field, old value and reason, so nothing is lost silently.
 */
export function MigrationPanel({ service, fromVersion, issues }: MigrationPanelProps) {
  const [open, setOpen] = useState(true);
  if (!open || issues.length === 0) return null;
  const newer = fromVersion !== service.version;
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>Some saved answers no longer fit this form</AlertTitle>
      {newer
        ? `Your draft was saved on version ${fromVersion} of this form; it is now version ${service.version}. `
        : null}
      These answers were removed. Please enter them again where the form still asks for them.
      <Table size="small" aria-label="Answers that no longer fit" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th">Field</TableCell>
            <TableCell component="th">Old value</TableCell>
            <TableCell component="th">Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issues.map((issue) => (
            <TableRow key={issue.path}>
              <TableCell>{fieldLabel(service, issue.path)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{oldValue(issue.oldValue)}</TableCell>
              <TableCell>{issue.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button size="small" onClick={() => setOpen(false)} sx={{ mt: 1 }}>
        I have noted these
      </Button>
    </Alert>
  );
}

/** The field's titles along its path ('Reason › Details'), or the path when the field is gone. */
export function fieldLabel(service: LoadedService, pointer: string): string {
  const segments = parsePointer(pointer);
  if (segments.length === 0) return 'All answers';
  const declaration =
    segments[0] === 'declarations' && service.declarations.find((d) => d.id === segments[1]);
  if (declaration) return `Declaration: ${declaration.text}`;
  const labels = segments.map((s, i) => {
    if (/^\d+$/.test(s)) return `#${Number(s) + 1}`;
    return schemasAtPath(service.schema, segments.slice(0, i + 1)).find((n) => n.title)?.title ?? s;
  });
  return labels.join(' › ');
}

function oldValue(value: unknown): string {
  if (value !== null && typeof value === 'object' && !('name' in value))
    return JSON.stringify(value);
  return formatValue(undefined, value);
}
