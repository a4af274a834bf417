/**
 * A transaction user's department rights named in a message's language (users.added,
 * users.rights). The names are the account catalog's, the very texts the screens show
 * (src/i18n/catalogs/<lang>/account.json), read as data so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { parseRights } from '../../../../src/domain/departments.ts';
import { departmentLabels, type Translate } from '../../../../src/domain/label-ids.ts';
import type { TemplateLanguage } from './templates.ts';

/** The word for an empty list of rights ("none"). */
const NONE = 'account.transaction.noneRights';

const catalogs = new Map<TemplateLanguage, Record<string, string>>();

function accountCatalog(language: TemplateLanguage): Record<string, string> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    const file = new URL(`../../../../src/i18n/catalogs/${language}/account.json`, import.meta.url);
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogs.set(language, catalog);
  }
  return catalog;
}

/** Department rights ('0,2') as names in `language` ('Lease and Land, Water'), or its "none". */
export function rightsIn(rights: string, language: TemplateLanguage): string {
  const t = ((id: string) =>
    accountCatalog(language)[id] ?? accountCatalog('en')[id] ?? id) as Translate;
  const names = departmentLabels(t, parseRights(rights));
  return names.length > 0 ? names.join(', ') : t(NONE);
}
