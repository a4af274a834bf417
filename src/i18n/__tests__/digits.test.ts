import { afterEach, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLanguage, i18n } from '../i18n';

afterEach(async () => {
  await activateLanguage('en');
});

describe('numbers inside translated messages', () => {
  it('writes a plural count in 0–9 digits with Indian grouping in Marathi and Hindi', async () => {
    const message = compileMessage('{count, plural, one {# अर्ज} other {# अर्ज}}');
    for (const language of ['mr', 'hi'] as const) {
      i18n.load(language, { 'test.count': message });
      await activateLanguage(language);
      expect(i18n._('test.count', { count: 123456 })).toBe('1,23,456 अर्ज');
    }
  });
});
