/**
 * Checks the screens' message catalogs (src/i18n/catalogs/<language>/<area>.json; issue 20):
 *   errors   — a translation whose id is not in the English catalog (stale), a text that is not
 *              valid ICU MessageFormat, a translation whose {placeholders} or <0> tags differ
 *              from the English text's;
 *   warnings — English texts not yet translated, per language, listed in one report.
 * Exit 1 on any error. `--verbose` lists every untranslated id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../src/domain/i18n/languages.ts';

const ROOT = 'src/i18n/catalogs';
const verbose = process.argv.includes('--verbose');

type Catalog = Record<string, string>;
const read = (file: string): Catalog => JSON.parse(readFileSync(file, 'utf8')) as Catalog;

/** Argument names of parsed tokens, inside select and plural branches too. */
function argumentNames(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'content' || token.type === 'octothorpe') return [];
    const own = `{${token.arg}}`;
    if (token.type === 'argument' || token.type === 'function') return [own];
    return [own, ...token.cases.flatMap((branch) => argumentNames(branch.tokens))];
  });
}

/** Placeholder names and tag markers of a message, sorted, e.g. ["<0>", "{amount}"]. */
function markers(text: string): string[] {
  let names: string[];
  try {
    names = argumentNames(parse(text));
  } catch {
    names = [...text.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((m) => `{${m[1]}}`);
  }
  const tags = [...text.matchAll(/<\/?([0-9]+)\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

const errors: string[] = [];
const missing = new Map<string, string[]>();
const areas = readdirSync(join(ROOT, DEFAULT_LANGUAGE)).filter((f) => f.endsWith('.json'));

for (const area of areas) {
  const english = read(join(ROOT, DEFAULT_LANGUAGE, area));
  for (const [id, text] of Object.entries(english)) {
    try {
      compileMessage(text);
    } catch (error) {
      errors.push(`en/${area}: ${id}: not valid ICU MessageFormat (${(error as Error).message})`);
    }
  }
  for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    let translation: Catalog = {};
    try {
      translation = read(join(ROOT, language, area));
    } catch {
      errors.push(`${language}/${area}: missing or not JSON (write {} when nothing is translated)`);
    }
    for (const [id, text] of Object.entries(translation)) {
      if (!(id in english)) {
        errors.push(`${language}/${area}: ${id}: no such English text (stale translation)`);
        continue;
      }
      try {
        compileMessage(text);
      } catch (error) {
        errors.push(
          `${language}/${area}: ${id}: not valid ICU MessageFormat (${(error as Error).message})`,
        );
      }
      const want = markers(english[id]!).join(' ');
      const got = markers(text).join(' ');
      if (want !== got) {
        errors.push(
          `${language}/${area}: ${id}: has ${got || 'no placeholders'}, English has ${want || 'none'}`,
        );
      }
    }
    const untranslated = Object.keys(english).filter((id) => !(id in translation));
    if (untranslated.length) missing.set(`${language}/${area}`, untranslated);
  }
}

const total = [...missing.values()].reduce((n, ids) => n + ids.length, 0);
if (total) {
  console.warn(`Screens: ${total} English texts not yet translated (shown in English meanwhile):`);
  for (const [where, ids] of missing) {
    console.warn(
      `  warning ${where}: ${ids.length}${verbose ? `\n    ${ids.join('\n    ')}` : ''}`,
    );
  }
}
if (errors.length) {
  for (const error of errors) console.error(`  error ${error}`);
  console.error(`Screens' catalogs: ${errors.length} errors.`);
  process.exit(1);
}
console.log(
  `Screens' catalogs: ${areas.length} areas checked in ${LANGUAGES.length} languages, no errors.`,
);
