/**
 * Checks the JSON Logic of a steps file: fee lines, cross-field checks and plot-rule
 * preconditions parse, use allowed operations and name only known inputs; the rates a fee
 * declares exist in the rate table and are used; a charge has a note for applicants.
 */
import { error, warning, type Issue } from '../catalog/issues';
import { toJsonPath } from '../catalog/json';
import { schemasAtPath } from '../catalog/schema-walk';
import type { LoadedService } from '../catalog/types';
import { inspectRule } from '../fees/inspect-rule';

/** What the rules may refer to besides the service's own schema. */
export interface RuleContext {
  plotFields: ReadonlySet<string>;
  rateTable: ReadonlySet<string>;
  serviceIds: ReadonlySet<string>;
}

/** The issues of a loaded service's fee rule, checks and preconditions. */
export function checkRules(file: string, service: LoadedService, ctx: RuleContext): Issue[] {
  const issues: Issue[] = [];
  const declared = Object.keys(service.fee.rates);
  for (const key of declared) {
    if (!ctx.rateTable.has(key)) {
      issues.push(
        error(
          file,
          toJsonPath(['fee', 'rates', key]),
          `rate "${key}" is not in _shared/rates.json`,
        ),
      );
    }
  }
  // A line may read any declared rate: one missing from the table is reported once, above, and
  // still counts as used, so the analyst is not also told that no line uses it.
  const rateKeys = new Set(declared);
  const used = new Set<string>();
  const lineIds = new Set<string>();
  service.fee.lines.forEach((line, i) => {
    if (lineIds.has(line.id))
      issues.push(error(file, toJsonPath(['fee', 'lines', i, 'id']), 'duplicate line id'));
    lineIds.add(line.id);
    const at = ['fee', 'lines', i, 'rule'];
    const inspection = inspectRule(line.rule, {
      dataSchema: service.schema,
      plotFields: ctx.plotFields,
      rateKeys,
    });
    inspection.rateKeys.forEach((k) => used.add(k));
    issues.push(...inspection.problems.map((p) => error(file, joinPath(at, p.path), p.message)));
  });
  for (const key of declared) {
    if (!used.has(key)) {
      issues.push(
        warning(
          file,
          toJsonPath(['fee', 'rates', key]),
          `rate "${key}" is declared but no line uses it`,
        ),
      );
    }
  }
  // The analysts' note is never shown to applicants, so a charge without its own plain note
  // reaches them unexplained. A warning: the panel still works without one.
  if (!service.fee.applicantNote && service.fee.lines.some((line) => line.rule !== 0)) {
    issues.push(
      warning(
        file,
        toJsonPath(['fee']),
        'no applicantNote: the cost panel will not tell the applicant what the charge is for',
      ),
    );
  }
  service.checks.forEach((check, i) => {
    const inspection = inspectRule(check.rule, {
      dataSchema: service.schema,
      plotFields: ctx.plotFields,
      rateKeys: new Set(),
    });
    const at = ['checks', i, 'rule'];
    issues.push(...inspection.problems.map((p) => error(file, joinPath(at, p.path), p.message)));
    const segments = check.path.split('/').slice(1);
    if (schemasAtPath(service.schema, segments).length === 0) {
      issues.push(error(file, toJsonPath(['checks', i, 'path']), `no field at ${check.path}`));
    }
  });
  service.preconditions.forEach((p, i) => {
    if (p.type === 'approvedService') {
      p.services.forEach((id, j) => {
        if (!ctx.serviceIds.has(id)) {
          issues.push(
            error(
              file,
              toJsonPath(['preconditions', i, 'services', j]),
              `unknown service "${id}": no such id in services.catalog.json`,
            ),
          );
        }
      });
      return;
    }
    const inspection = inspectRule(p.rule, { plotFields: ctx.plotFields, rateKeys: new Set() });
    const at = ['preconditions', i, 'rule'];
    issues.push(...inspection.problems.map((q) => error(file, joinPath(at, q.path), q.message)));
  });
  return issues;
}

/** Joins a JSONPath prefix (segments) with a JSONPath inside the rule ('$[0].var'). */
function joinPath(prefix: (string | number)[], inner: string): string {
  return toJsonPath(prefix) + inner.slice(1);
}
