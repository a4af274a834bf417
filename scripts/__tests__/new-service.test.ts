import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/domain/catalog/issues';
import { runCheck } from '../check-schemas';
import { folderFor, scaffoldService } from '../new-service';
import { copyProject, repoRoot } from './project-copy';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are edited freely
function edit(root: string, path: string, change: (json: any) => void) {
  const file = join(root, path);
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json));
}

function project() {
  const copy = copyProject();
  cleanup = copy.remove;
  return copy.root;
}

describe('scripts/new-service.ts', () => {
  it('derives a kebab-case folder from the route segment', () => {
    expect(folderFor('RightOfWayPermissionService')).toBe('right-of-way-permission');
    expect(folderFor('E-IntimationService')).toBe('e-intimation');
    expect(folderFor('PNGFinalFire')).toBe('png-final-fire');
    expect(folderFor('ITHardware')).toBe('it-hardware');
  });

  it('scaffolds a service whose only problems are the texts left for the analyst', async () => {
    const root = project();
    // A service the catalogue does not have yet.
    const args = { id: 'RoadCuttingPermissionService', title: 'Road cutting', serviceMasterId: 3 };
    // However many services the catalogue holds, the new one is appended after them.
    const readCatalog = () => JSON.parse(readFileSync(join(root, 'services.catalog.json'), 'utf8'));
    const before: number = readCatalog().services.length;
    const name = await scaffoldService(root, args);
    expect(name).toBe('road-cutting-permission');
    const { issues, exitCode } = runCheck(root);
    expect(issues.map((i) => `${i.file}: ${i.path}`)).toEqual([
      `${name}/steps.json: $.fee.applicantNote`,
      `${name}/steps.json: $.fee.note`,
      `services.catalog.json: $.services[${before}].description`,
    ]);
    expect(issues.every((i) => i.message.startsWith('scaffold placeholder left in'))).toBe(true);
    expect(exitCode).toBe(1);
    const catalog = readCatalog();
    expect(catalog.services).toHaveLength(before + 1);
    expect(catalog.services.at(-1)).toMatchObject({ id: args.id, folder: name, version: 1 });
    const prettier = join(repoRoot, 'node_modules/.bin/prettier');
    expect(() =>
      execFileSync(prettier, ['--check', `schemas/${name}`, 'services.catalog.json'], {
        cwd: root,
      }),
    ).not.toThrow();
    edit(root, `schemas/${name}/steps.json`, (s) => {
      s.fee.note = 'Flat processing fee [assumed].';
      s.fee.applicantNote = 'A processing fee for the permission.';
    });
    edit(root, 'services.catalog.json', (c) => {
      c.services[before].description = 'Permission to cut a road for a service line.';
    });
    expect(runCheck(root).issues.map(formatIssue)).toEqual([]);
  }, 180_000); // two full checker runs (over 90 s on a busy two-core machine)

  it('takes a folder name and refuses duplicates and unknown departments', async () => {
    const root = project();
    await expect(
      scaffoldService(root, { id: 'SubLetteservice', title: 'Again', serviceMasterId: 0 }),
    ).rejects.toThrow('already in the catalogue');
    await expect(
      scaffoldService(root, { id: 'GodownLicence', title: 'Godown licence', serviceMasterId: 5 }),
    ).rejects.toThrow('serviceMasterId must be one of 0, 1, 2, 3, 4, 6, 7');
    await expect(
      scaffoldService(root, {
        id: 'GodownLicence',
        title: 'Godown licence',
        serviceMasterId: 7,
        folder: 'tree-felling',
      }),
    ).rejects.toThrow('folder tree-felling already exists');
    expect(
      await scaffoldService(root, {
        id: 'GodownLicence',
        title: 'Godown licence',
        serviceMasterId: 7,
        folder: 'co-dev',
      }),
    ).toBe('co-dev');
  });
});
