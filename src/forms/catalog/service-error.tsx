import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatIssue, type Issue } from '@/domain/catalog/issues';

/** Explains why a service cannot be shown: each problem as file, JSON path and reason. */
export function ServiceError({ title, issues }: { title?: string; issues: readonly Issue[] }) {
  return (
    <Alert severity="error" role="alert" sx={{ maxWidth: 900 }}>
      <AlertTitle>{title ?? 'This service cannot be shown'}</AlertTitle>
      Its definition has {issues.length === 1 ? 'a problem' : `${issues.length} problems`}. Please
      report this to the helpdesk; nothing you entered elsewhere is affected.
      <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        {issues.slice(0, 20).map((i) => (
          <li key={formatIssue(i)}>
            <code>{formatIssue(i)}</code>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
