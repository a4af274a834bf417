import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import catalogJson from '../../../services.catalog.json';
import { filesFromGlob } from '../catalog/files';
import { formatIssue } from '../catalog/issues';
import { loadCatalog } from '../catalog/load-catalog';
import { loadService } from '../catalog/load-service';
import { unmetPreconditions } from '../applications/preconditions';
import { readSchemaFiles } from '../catalog/read-schema-files';
import { RATES_FILE, defaultRates } from '../fees/rates';
import { stepForm } from '../catalog/step-schema';
import { checkProject, passes } from '../checker/check-project';
import { clearHiddenFields } from '../drafts/hidden-fields';
import { migrateDraft } from '../drafts/migrate';
import { evaluateFee } from '../fees/evaluate';
import { createAjv } from '../validation/ajv';
import { validateData } from '../validation/validate-data';

// The browser's way (Vite glob) and the server's way (fs) must give the same files.
const files = filesFromGlob(
  import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }),
);
const fromDisk = readSchemaFiles(join(process.cwd(), 'schemas'));
const entries = loadCatalog(catalogJson);
const rates = defaultRates(files[RATES_FILE]);

describe('the catalogue', () => {
  it('reads the same files in the browser and on the server', () => {
    expect(fromDisk.issues).toEqual([]);
    expect(fromDisk.files).toEqual(files);
  });

  it('passes the checker with no errors and no warnings', () => {
    const issues = checkProject({ files, catalog: catalogJson });
    expect(issues.map(formatIssue)).toEqual([]);
    expect(passes(issues)).toBe(true);
    // The whole-project check compiles every service (~4 s CPU); shared CI machines are slower.
  }, 60_000);

  it('has the three authored services', () => {
    expect(entries.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        'TimeLimitExtensionService',
        'SubLetteservice',
        'TreeFellingRePlantationService',
      ]),
    );
  });
});

describe.each(entries.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
  const service = loadService(files, entry);

  it('loads into a self-contained schema', () => {
    expect(JSON.stringify(service.schema)).not.toContain('$ref');
    expect(JSON.stringify(service.uiSchema)).not.toContain('$ref');
    expect(service.version).toBe(entry.version);
  });

  it('validates its sample with a plain ajv, as the server does', () => {
    const validate = createAjv().compile(service.schema);
    expect(validate(service.sample.data), JSON.stringify(validate.errors)).toBe(true);
    expect(validateData(service, service.sample.data, 'submit', service.sample.plot)).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('costs the expected fee at the default rates', () => {
    const fee = evaluateFee(service.fee, {
      data: service.sample.data,
      plot: service.sample.plot,
      rates,
    });
    expect(fee.total).toBe(service.sample.expectedFee);
    for (const [id, amount] of Object.entries(service.sample.expectedLines ?? {})) {
      expect(fee.lines.find((l) => l.id === id)?.amount).toBe(amount);
    }
  });

  it('shows an incomplete tentative cost for an empty draft, never a wrong one', () => {
    const fee = evaluateFee(service.fee, { data: {}, plot: service.sample.plot, rates });
    const dataLines = fee.lines.filter((l) => l.missing.some((m) => m.startsWith('data.')));
    for (const line of dataLines) expect(line.amount).toBeNull();
  });

  it('accepts an empty draft and a sample re-opened as a draft', () => {
    expect(validateData(service, {}, 'draft').valid).toBe(true);
    const reopened = migrateDraft(service, { version: service.version, data: service.sample.data });
    expect(reopened.issues).toEqual([]);
    expect(reopened.data).toEqual(service.sample.data);
    expect(clearHiddenFields(service.schema, service.sample.data).cleared).toEqual([]);
  });

  it('meets its preconditions with the sample plot', () => {
    const context = {
      plot: service.sample.plot,
      approvedServices: service.sample.approvedServices ?? [],
    };
    expect(unmetPreconditions(service.preconditions, context)).toEqual([]);
  });

  it('splits into one form per step, covering every property once', () => {
    const covered = service.steps.flatMap((s) =>
      Object.keys(stepForm(service, s.id)?.schema.properties ?? {}),
    );
    expect(covered.sort()).toEqual(Object.keys(service.schema.properties ?? {}).sort());
  });
});
