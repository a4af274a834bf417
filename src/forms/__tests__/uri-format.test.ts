/**
 * The `uri` format (src/domain/validation/formats.ts): an absolute address the URL parser
 * accepts, the same for the server's ajv, the RJSF validator and the browser's precompiled
 * validators.
 */
import { describe, expect, it } from 'vitest';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createAjv } from '@/domain/validation/ajv';
import { isAbsoluteUri } from '@/domain/validation/formats';
import { rjsfAjvOptions } from '../validation/rjsf-ajv-options';
import { portalFormats as browserFormats } from '../validation/ajv-runtime';

const accepted = [
  'https://demo-industries.example.com',
  'http://taloja.midc.in/plots?id=A-12#map',
  'HTTPS://EXAMPLE.COM',
  'ftp://files.example.com/a.pdf',
  'mailto:office@demo.test',
];
const refused = [
  '',
  'example.com',
  'www.example.com',
  'https://',
  'http://exa mple.com',
  'https://example.com/a b',
  ' https://example.com',
  '//example.com',
  '1http://example.com',
];

describe('uri format', () => {
  it.each(accepted)('accepts %j', (value) => expect(isAbsoluteUri(value)).toBe(true));
  it.each(refused)('refuses %j', (value) => expect(isAbsoluteUri(value)).toBe(false));

  it('is the one the server, the RJSF validator and the browser validators use', () => {
    const schema = { type: 'string', format: 'uri' } as const;
    const domain = createAjv().compile(schema);
    const rjsf = customizeValidator(rjsfAjvOptions);
    // 'https://' is a URI to RFC 3986's grammar (ajv-formats' own check), not an address here.
    expect(domain('https://')).toBe(false);
    expect(rjsf.isValid(schema, 'https://', schema)).toBe(false);
    expect(domain('https://example.com')).toBe(true);
    expect(rjsf.isValid(schema, 'https://example.com', schema)).toBe(true);
    expect(browserFormats.uri).toBe(isAbsoluteUri);
    expect(browserFormats.date).toBeDefined(); // the rest of ajv-formats' set stays
  });
});
