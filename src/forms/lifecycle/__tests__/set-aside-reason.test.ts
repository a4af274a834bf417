/**
 * Why an answer was set aside, in the language on screen (issue 20): the reason's code names the
 * field and the broken rule, worded from the translated form; a record without a code keeps its
 * English reason. Also the server's field errors worded from the translated form.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { readSchemaFiles } from '@/domain/catalog/read-schema-files';
import { loadCatalog } from '@/domain/catalog/load-catalog';
import { loadService } from '@/domain/catalog/load-service';
import { translateFiles } from '@/domain/catalog/translate';
import { cloneJson, type JsonObject } from '@/domain/catalog/json';
import { fieldLabel } from '@/domain/drafts/field-label';
import { migrateDraft } from '@/domain/drafts/migrate';
import { activateLanguage, loadCatalogsNow } from '@/i18n/i18n';
import { wordedFieldErrors } from '@/lib/field-errors';
import catalogJson from '../../../../services.catalog.json';
import { setAsideReason } from '../set-aside';

const mr = import.meta.glob('../../../i18n/catalogs/mr/*.json', {
  query: '?catalog',
  import: 'default',
  eager: true,
});

const { files } = readSchemaFiles(resolve('schemas'));
const entry = loadCatalog(catalogJson).find((e) => e.folder === 'change-company-name')!;
const english = loadService(files, entry);
const marathi = loadService(translateFiles(files, 'mr'), entry);

afterEach(() => activateLanguage('en'));

describe('set-aside answers and field errors in Marathi', () => {
  it('names the field and the rule from the Marathi form', async () => {
    loadCatalogsNow('mr', mr);
    await activateLanguage('mr');
    const data = cloneJson(english.sample.data);
    (data.change as JsonObject).rocSrn = 'S'.repeat(31);
    (data.change as JsonObject).changeType = 'Retired option';
    const { issues } = migrateDraft(english, { version: english.version, data }, { codes: true });
    const type = issues.find((i) => i.path === '/change/changeType')!;
    expect(type.reason).toMatch(/no longer offers this choice$/);
    expect(setAsideReason(marathi, type)).toBe(
      `“${fieldLabel(marathi, '/change/changeType')}” मध्ये हा पर्याय आता उपलब्ध नाही`,
    );
    const declaration = migrateDraft(
      english,
      {
        version: english.version,
        data: { declarations: { trueInformation: true } },
        declarationVersions: { trueInformation: 0 },
      },
      { codes: true },
    ).issues[0]!;
    expect(setAsideReason(marathi, declaration)).toMatch(
      /^घोषणापत्राचा मजकूर बदलला आहे \(आवृत्ती 0 → \d+\); कृपया ते पुन्हा स्वीकारा$/,
    );
    // A record kept before reasons had codes reads as it was written.
    expect(setAsideReason(marathi, { path: '/x', oldValue: 1, reason: 'old words' })).toBe(
      'old words',
    );
  });

  it("words the server's broken rules from the Marathi form, keeps other messages", () => {
    const errors = wordedFieldErrors(
      {
        errors: [
          {
            path: '/change/rocSrn',
            message: 'Use at most 30 characters',
            keyword: 'maxLength',
            ruleParams: { limit: 30 },
          },
          {
            path: '/change/holdersAfter',
            message: 'The shares after the change add up to more than 100 %',
            keyword: 'check',
            check: 'sharesAfter',
          },
          { path: 'HolderEmail', message: 'कोणताही संदेश' },
        ],
      },
      marathi,
    );
    expect(errors.map((e) => e.message)).toEqual([
      'जास्तीत जास्त 30 अक्षरे वापरा',
      'बदलानंतरच्या हिश्श्यांची बेरीज 100 % पेक्षा जास्त आहे',
      'कोणताही संदेश',
    ]);
  });
});
