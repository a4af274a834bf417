/**
 * Checks a service's sample: the answers are a valid submission (schema and cross-field checks),
 * keep no field the form would clear, the plot facts fit the plot schema, the preconditions hold,
 * and the fee at the default rates is exactly the expected figure (and each expected line).
 */
import type { JSONSchema7 } from 'json-schema';
import { error, type Issue } from '../catalog/issues';
import { pointerToJsonPath, toJsonPath } from '../catalog/json';
import { unmetPreconditions } from '../applications/preconditions';
import type { LoadedService } from '../catalog/types';
import { isAsked } from '../drafts/asked';
import { clearHiddenFields } from '../drafts/hidden-fields';
import { evaluateFee, FeeRuleError } from '../fees/evaluate';
import type { Rates } from '../fees/rates';
import { sharedAjv } from '../validation/ajv';
import { validateData } from '../validation/validate-data';

/** The issues of a loaded service's sample at the given (default) rates. */
export function checkSample(
  file: string,
  service: LoadedService,
  plotSchema: JSONSchema7,
  rates: Rates,
): Issue[] {
  const issues: Issue[] = [];
  const { sample } = service;
  const at = (pointer: string) => `$.sample.data${pointerToJsonPath(pointer).slice(1)}`;
  for (const e of validateData(service, sample.data, 'submit', sample.plot).errors) {
    issues.push(error(file, at(e.path), `sample: ${e.message}`));
  }
  for (const c of clearHiddenFields(service.schema, sample.data).cleared) {
    issues.push(error(file, at(c.path), `sample: the form would clear this ${c.reason} field`));
  }
  const validatePlot = sharedAjv().compile(plotSchema);
  if (!validatePlot(sample.plot)) {
    for (const e of validatePlot.errors ?? []) {
      issues.push(
        error(
          file,
          `$.sample.plot${pointerToJsonPath(e.instancePath).slice(1)}`,
          e.message ?? e.keyword,
        ),
      );
    }
  }
  const context = { plot: sample.plot, approvedServices: sample.approvedServices ?? [] };
  for (const p of unmetPreconditions(service.preconditions, context)) {
    issues.push(error(file, '$.sample', `sample does not meet a precondition: ${p.message}`));
  }
  issues.push(...checkFee(file, service, rates));
  return issues;
}

function checkFee(file: string, service: LoadedService, rates: Rates): Issue[] {
  const { sample } = service;
  try {
    const fee = evaluateFee(service.fee, {
      data: sample.data,
      plot: sample.plot,
      rates,
      asked: (at) => isAsked(service.schema, sample.data, at),
    });
    if (fee.total === null) {
      return [
        error(file, '$.sample', `the fee cannot be computed; missing: ${fee.missing.join(', ')}`),
      ];
    }
    const issues: Issue[] = [];
    if (fee.total !== sample.expectedFee) {
      issues.push(
        error(
          file,
          '$.sample.expectedFee',
          `expected ${sample.expectedFee} but the rule gives ${fee.total}`,
        ),
      );
    }
    for (const [id, expected] of Object.entries(sample.expectedLines ?? {})) {
      const line = fee.lines.find((l) => l.id === id);
      if (line?.amount !== expected) {
        const got = line ? String(line.amount) : 'no such line';
        issues.push(
          error(
            file,
            toJsonPath(['sample', 'expectedLines', id]),
            `expected ${expected} but got ${got}`,
          ),
        );
      }
    }
    return issues;
  } catch (e) {
    if (e instanceof FeeRuleError) return [error(file, '$.fee', e.message)];
    throw e;
  }
}
