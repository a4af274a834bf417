/**
 * One-off (issue 20): answer options' labels were keyed by the pointer to the enum item
 * ('…/enum/3'); they are keyed by value now ('…/enum=IT~1ITES', enum-labels.ts). Rewrites every
 * translation file's index keys to value keys in place, keeping the order of the keys.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionKey } from '../src/domain/catalog/enum-labels';
import { readSchemaFiles } from '../src/domain/catalog/read-schema-files';
import { folderOf, isTranslationFile } from '../src/domain/catalog/translate';

const dir = 'schemas';
const { files } = readSchemaFiles(dir);
const INDEX_KEY = /^([^#]+)#(.*\/enum)\/(\d+)$/;
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

for (const path of Object.keys(files).filter(isTranslationFile)) {
  const folder = folderOf(folderOf(path));
  const texts = files[path] as Record<string, string>;
  const out: Record<string, string> = {};
  let moved = 0;
  for (const [key, text] of Object.entries(texts)) {
    const m = INDEX_KEY.exec(key);
    if (!m) {
      out[key] = text;
      continue;
    }
    const [, file, pointer, index] = m as unknown as [string, string, string, string];
    const segments = pointer.split('/').slice(1).map(unescape);
    let node: unknown = files[`${folder}/${file}`];
    for (const s of segments) node = (node as Record<string, unknown> | undefined)?.[s];
    const value = (node as unknown[] | undefined)?.[Number(index)];
    if (typeof value !== 'string') throw new Error(`${path}: ${key} names no option`);
    const next = optionKey(file, segments, value);
    if (next in texts || next in out) throw new Error(`${path}: ${next} twice`);
    out[next] = text;
    moved++;
  }
  writeFileSync(join(dir, path), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`${path}: ${moved} option key(s) rewritten`);
}
