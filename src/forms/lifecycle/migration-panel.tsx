import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LoadedService } from '@/domain/catalog/types';
import { fieldLabel } from '@/domain/drafts/field-label';
import type { MigrationIssue } from '@/domain/drafts/migrate';
import { formatValue } from '../review/format-value';

/** Props of MigrationPanel. */
export interface MigrationPanelProps {
  service: LoadedService;
  fromVersion: number;
  issues: readonly MigrationIssue[];
  /** The version the server now holds the draft on, when it is newer than this page's form. */
  newerVersion?: number;
  /** Records that the applicant has seen the list; answers why not when it could not. */
  onNoted?: () => Promise<string | null>;
  /** Reloads the page (the form changed under it). */
  onReload?: () => void;
}

/** Title of the panel when answers of a resumed draft no longer fit. */
export const SET_ASIDE_TITLE = 'Some saved answers no longer fit this form';
/** Title of the panel when the form changed while the page was open. */
export const FORM_CHANGED_TITLE = 'This form has changed while you were filling it in';

/**
 * The answers of a draft that no longer fit the form (a newer version, a changed declaration, a
 * value no longer allowed): field, old value and reason. They are kept with the draft, set aside,
 * until the applicant marks the list seen, so nothing is lost silently. When the form changed
 * under an open page, the panel says so in place and offers the reload.
 */
export function MigrationPanel(props: MigrationPanelProps) {
  const { service, fromVersion, issues, newerVersion, onNoted, onReload } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (issues.length === 0 && !newerVersion) return null;
  const noted = async () => {
    setBusy(true);
    setProblem((await onNoted?.()) ?? null);
    setBusy(false);
  };
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={newerVersion ? FORM_CHANGED_TITLE : SET_ASIDE_TITLE}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{newerVersion ? FORM_CHANGED_TITLE : SET_ASIDE_TITLE}</AlertTitle>
      {newerVersion ? (
        <>
          Your draft is saved on version {newerVersion} of this form; this page shows version{' '}
          {service.version}. Reload the page to go on with the new form.{' '}
        </>
      ) : fromVersion !== service.version ? (
        `Your draft was saved on version ${fromVersion} of this form; it is now version ${service.version}. `
      ) : null}
      {issues.length > 0
        ? 'These answers are kept with your draft but set aside: enter them again where the form still asks for them.'
        : null}
      {issues.length > 0 ? <IssueTable service={service} issues={issues} /> : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {newerVersion && onReload ? (
          <Button size="small" variant="contained" onClick={onReload}>
            Reload the form
          </Button>
        ) : null}
        {issues.length > 0 && onNoted ? (
          <Button size="small" onClick={() => void noted()} disabled={busy}>
            I have noted these
          </Button>
        ) : null}
      </Box>
      {problem ? (
        <Box role="alert" sx={{ mt: 1, color: 'error.main' }}>
          {problem}
        </Box>
      ) : null}
    </Alert>
  );
}

function IssueTable({ service, issues }: Pick<MigrationPanelProps, 'service' | 'issues'>) {
  return (
    <Table size="small" aria-label="Answers set aside" sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">Field</TableCell>
          <TableCell component="th">Old value</TableCell>
          <TableCell component="th">Reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {issues.map((issue) => (
          <TableRow key={`${issue.path} ${JSON.stringify(issue.oldValue)}`}>
            <TableCell>{issue.label ?? fieldLabel(service, issue.path)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{oldValue(issue.oldValue)}</TableCell>
            <TableCell>{issue.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function oldValue(value: unknown): string {
  if (value !== null && typeof value === 'object' && !('name' in value))
    return JSON.stringify(value);
  return formatValue(undefined, value);
}
