/**
 * The server validates answers against the English definition; its field errors name the broken
 * rule, and the browser words it from the definition in the user's language (issue 20): a field's
 * own message, a shared default with its figures, a cross-field check, and the injected document
 * slots' size and type rules.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { readSchemaFiles } from '../catalog/read-schema-files';
import { loadCatalog } from '../catalog/load-catalog';
import { loadService } from '../catalog/load-service';
import { translateFiles } from '../catalog/translate';
import { cloneJson, type JsonObject } from '../catalog/json';
import { bytesWordOf, formatBytes } from '../catalog/inject';
import { validateData } from '../validation/validate-data';
import { messageOfRule } from '../validation/messages';
import catalogJson from '../../../services.catalog.json';

const { files } = readSchemaFiles(resolve('schemas'));
const entry = loadCatalog(catalogJson).find((e) => e.folder === 'change-company-name')!;
const english = loadService(files, entry);
const marathi = loadService(translateFiles(files, 'mr'), entry);

/** The sample's answers with a too-long SRN, a GSTIN of the wrong shape and a 30 MB file. */
function brokenAnswers(): JsonObject {
  const data = cloneJson(english.sample.data);
  const change = data.change as JsonObject;
  change.rocSrn = 'S'.repeat(31);
  change.gstin = 'not a gstin';
  const documents = data.documents as Record<string, JsonObject>;
  documents.changeProof = { ...documents.changeProof, size: 30 * 1024 * 1024 };
  return data;
}

describe("the server's field errors in the user's language", () => {
  const { errors } = validateData(english, brokenAnswers(), 'submit', {}, { rules: true });
  const at = (path: string) => errors.find((e) => e.path === path)!;

  it('names the rule beside the English message', () => {
    expect(at('/change/rocSrn')).toMatchObject({
      keyword: 'maxLength',
      message: 'Use at most 30 characters',
      ruleParams: { limit: 30 },
    });
    expect(at('/change/gstin')).toMatchObject({
      keyword: 'pattern',
      message: 'Enter a valid 15-character GSTIN, e.g. 27ABCDE1234F1Z5',
    });
    expect(at('/documents/changeProof/size').message).toBe('The file must not be larger than 3 MB');
  });

  it('words each rule from the Marathi definition as the Marathi form itself would', () => {
    const own = validateData(marathi, brokenAnswers(), 'submit').errors;
    for (const error of errors) {
      const mine = own.find((e) => e.path === error.path)?.message;
      expect(messageOfRule(marathi, error), error.path).toBe(mine);
    }
    expect(messageOfRule(marathi, at('/change/rocSrn'))).toBe('जास्तीत जास्त 30 अक्षरे वापरा');
    expect(messageOfRule(marathi, at('/change/gstin'))).toBe(
      'वैध 15 अक्षरी GSTIN प्रविष्ट करा, उदा. 27ABCDE1234F1Z5',
    );
    expect(messageOfRule(marathi, at('/documents/changeProof/size'))).toBe(
      'फाइल 3 MB पेक्षा मोठी नसावी',
    );
  });

  it('a cross-field check by its id, and nothing for an error that names no rule', () => {
    expect(messageOfRule(marathi, { path: '/change/holdersBefore', check: 'sharesBefore' })).toBe(
      'बदलापूर्वीच्या हिश्श्यांची बेरीज 100 % पेक्षा जास्त आहे',
    );
    expect(messageOfRule(marathi, { path: 'HolderEmail' })).toBeUndefined();
  });

  it("the document slots' type rule and a size under 1 KB are shared texts too", () => {
    const slot = (marathi.schema.properties?.documents as JsonObject).properties as Record<
      string,
      { properties: Record<string, { errorMessages: Record<string, string> }> }
    >;
    expect(slot.changeProof!.properties.type!.errorMessages.enum).toMatch(
      /^स्वीकारले जाणारे फाइल प्रकार: PDF/,
    );
    expect(formatBytes(512, bytesWordOf(marathi.messages))).toBe('512 बाइट');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(3 * 1024 * 1024, bytesWordOf(marathi.messages))).toBe('3 MB');
  });
});
