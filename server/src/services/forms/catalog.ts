/**
 * The service catalogue as the server sees it: services.catalog.json and every service under
 * schemas/, loaded once per process with the same domain loader the browser uses, and cached.
 * A broken definition stops the start with the checker's message rather than failing a request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SchemaFiles } from '../../../../src/domain/catalog/files.ts';
import { readJsonFile, readSchemaFiles } from '../../../../src/domain/catalog/read-schema-files.ts';
import {
  backOfficeFactsSchema,
  CATALOG_FILE,
  CatalogError,
  checkProject,
  loadCatalog,
  loadService,
  plotFieldNames,
  rateDefinitions,
  RATES_FILE,
  sharedFiles,
} from '../../../../src/domain/service-engine/index.ts';
import { definitionsDigest, isStamped } from '../../../../src/domain/checker/checked-stamp.ts';
import type {
  CatalogEntry,
  LoadedService,
  RateDefinition,
} from '../../../../src/domain/service-engine/index.ts';

/** The loaded catalogue: entries in catalogue order, services by id, the default rate table. */
export interface Catalog {
  entries: readonly CatalogEntry[];
  services: ReadonlyMap<string, LoadedService>;
  /** In catalogue order, for lists. */
  list: readonly LoadedService[];
  rateDefinitions: readonly RateDefinition[];
  /** The plot facts fee rules may read (names of _shared/plot.json). */
  plotFacts: ReadonlySet<string>;
  /** The schema of the plot facts staff record when verifying a registration. */
  backOfficeFacts: object;
  /** The largest upload any slot allows, the multipart parser's hard limit. */
  maxUploadBytes: number;
  /** The schema files as read, translations included (for texts in a language: translations.ts). */
  files: SchemaFiles;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where the catalogue file and the schemas folder are; the repository's by default. */
export interface CatalogLocation {
  catalogFile: string;
  schemasDir: string;
}

export const defaultCatalogLocation: CatalogLocation = {
  catalogFile: path.join(repoRoot, CATALOG_FILE),
  schemasDir: path.join(repoRoot, 'schemas'),
};

const cache = new Map<string, Catalog>();

/**
 * Loads (once per location) every catalogue service; throws CatalogError on a broken one. With
 * `check`, the whole schema checker runs first (as `npm run check:schemas` does) unless it already
 * passed these exact definitions (the build's stamp), and any error it finds stops the load, so a
 * definition the checker refuses never answers a request.
 */
export function getCatalog(
  location: CatalogLocation = defaultCatalogLocation,
  { check = false }: { check?: boolean } = {},
): Catalog {
  const key = `${location.catalogFile}|${location.schemasDir}`;
  let catalog = cache.get(key);
  if (!catalog) {
    catalog = readCatalog(location, check);
    cache.set(key, catalog);
  }
  return catalog;
}

function readCatalog(location: CatalogLocation, check: boolean): Catalog {
  const { files, issues } = readSchemaFiles(location.schemasDir);
  const index = readJsonFile(location.catalogFile, CATALOG_FILE);
  const problems = [...issues, ...index.issues];
  if (
    problems.length === 0 &&
    check &&
    !isStamped(path.dirname(location.catalogFile), definitionsDigest(files, index.json))
  ) {
    problems.push(
      ...checkProject({ files, catalog: index.json }).filter((i) => i.severity === 'error'),
    );
  }
  if (problems.length > 0) throw new CatalogError(problems);
  const entries = loadCatalog(index.json);
  const list = entries.map((entry) => loadService(files, entry));
  const maxUploadBytes = Math.max(0, ...list.flatMap((s) => s.uploads.map((u) => u.maxBytes)));
  if (!files[sharedFiles.plot]) throw new Error(`${sharedFiles.plot} is missing`);
  return {
    entries,
    services: new Map(list.map((s) => [s.id, s])),
    list,
    rateDefinitions: rateDefinitions(files[RATES_FILE]),
    plotFacts: plotFieldNames(files),
    backOfficeFacts: backOfficeFactsSchema(files),
    maxUploadBytes,
    files,
  };
}
