/** A problem in a schema file: which file, where (JSONPath) and why. */
export interface Issue {
  file: string;
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

/** Formats an issue as the checker prints it: `file: JSON-path: reason`. */
export function formatIssue(issue: Issue): string {
  const tag = issue.severity === 'warning' ? 'warning: ' : '';
  return `${issue.file}: ${issue.path}: ${tag}${issue.message}`;
}

/** Builds an error issue. */
export function error(file: string, path: string, message: string): Issue {
  return { file, path, message, severity: 'error' };
}

/** Builds a warning issue (printed, but the checker still passes). */
export function warning(file: string, path: string, message: string): Issue {
  return { file, path, message, severity: 'warning' };
}

/** Thrown when a service or the catalogue cannot be loaded; carries every issue found. */
export class CatalogError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(issues.map(formatIssue).join('\n') || 'catalogue error');
    this.name = 'CatalogError';
    this.issues = issues;
  }
}
