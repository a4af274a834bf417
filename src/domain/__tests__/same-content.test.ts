import { describe, expect, it } from 'vitest';
import { sameContent } from '../catalog/json';

describe('sameContent', () => {
  it('counts missing keys, empty lists and objects of nothing as nothing', () => {
    expect(sameContent({}, { applicant: {} })).toBe(true);
    expect(sameContent({ items: [] }, {})).toBe(true);
    expect(sameContent({ a: { b: undefined, c: {} } }, undefined)).toBe(true);
    expect(sameContent({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toBe(true);
  });

  it('sees anything typed or chosen, a cleared answer and a list item added or removed', () => {
    expect(sameContent({}, { applicant: { name: '' } })).toBe(false);
    expect(sameContent({}, { agreed: false })).toBe(false);
    expect(sameContent({ applicant: { name: 'Asha' } }, { applicant: {} })).toBe(false);
    expect(sameContent({ items: [] }, { items: [{}] })).toBe(false);
    expect(sameContent({ items: [{ n: 1 }] }, { items: [] })).toBe(false);
    expect(sameContent({ n: 1 }, { n: '1' })).toBe(false);
  });
});
