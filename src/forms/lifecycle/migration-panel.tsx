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
import { useT } from '@/i18n/use-t';
import { formatValue } from '../review/format-value';
import { setAsideReason } from './set-aside';

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

/** Title of the panel when answers of a resumed draft no longer fit (English; tests name it). */
export const SET_ASIDE_TITLE = 'Some saved answers no longer fit this form';
/** Title of the panel when the form changed while the page was open (English; tests name it). */
export const FORM_CHANGED_TITLE = 'This form has changed while you were filling it in';

/**
 * The answers of a draft that no longer fit the form (a newer version, a changed declaration, a
 * value no longer allowed): field, old value and reason. They are kept with the draft, set aside,
 * until the applicant marks the list seen, so nothing is lost silently. When the form changed
 * under an open page, the panel says so in place and offers the reload.
 */
export function MigrationPanel(props: MigrationPanelProps) {
  const { service, fromVersion, issues, newerVersion, onNoted, onReload } = props;
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (issues.length === 0 && !newerVersion) return null;
  const title = newerVersion ? t('forms.setAside.formChangedTitle') : t('forms.setAside.title');
  const noted = async () => {
    setBusy(true);
    setProblem((await onNoted?.()) ?? null);
    setBusy(false);
  };
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={title}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{title}</AlertTitle>
      {newerVersion
        ? `${t('forms.setAside.newerVersion', { newer: newerVersion, current: service.version })} `
        : fromVersion !== service.version
          ? `${t('forms.setAside.olderVersion', { from: fromVersion, current: service.version })} `
          : null}
      {issues.length > 0 ? t('forms.setAside.kept') : null}
      {issues.length > 0 ? <IssueTable service={service} issues={issues} /> : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {newerVersion && onReload ? (
          <Button size="small" variant="contained" onClick={onReload}>
            {t('forms.setAside.reload')}
          </Button>
        ) : null}
        {issues.length > 0 && onNoted ? (
          <Button size="small" onClick={() => void noted()} disabled={busy}>
            {t('forms.setAside.noted')}
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
  const t = useT();
  return (
    <Table size="small" aria-label={t('forms.setAside.tableLabel')} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{t('forms.setAside.field')}</TableCell>
          <TableCell component="th">{t('forms.setAside.oldValue')}</TableCell>
          <TableCell component="th">{t('forms.setAside.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {issues.map((issue) => (
          <TableRow key={`${issue.path} ${JSON.stringify(issue.oldValue)}`}>
            <TableCell>{issue.label ?? fieldLabel(service, issue.path)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{oldValue(issue.oldValue)}</TableCell>
            <TableCell>{setAsideReason(service, issue)}</TableCell>
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
