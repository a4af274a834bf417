/**
 * Compiles a message catalog (flat JSON: message id → ICU MessageFormat text) into Lingui's
 * runtime form, so the browser needs no message parser. A translation catalog is compiled over its
 * English one: a text not yet translated falls back to English at build time.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { pseudoText } from '../../src/domain/i18n/pseudo.ts';

type Token = ReturnType<typeof compileMessage>[number];
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>;

/** Literal text inside compiled tokens, accented (placeholders and plural keys kept). */
function pseudoTokens(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, options] = token as [string, string?, Record<string, unknown>?];
    if (!options) return token;
    const cases = Object.fromEntries(
      Object.entries(options).map(([key, value]) => [
        key,
        Array.isArray(value) ? pseudoTokens(value as Token[]) : value,
      ]),
    );
    return [name, type, cases] as Token;
  });
}

/** `english` compiled, with `translation`'s texts over it; accented for the pseudo-language. */
export function compileCatalog(
  english: Record<string, string>,
  translation: Record<string, string> | null,
  options: { pseudo?: boolean } = {},
): CompiledCatalog {
  const out: CompiledCatalog = {};
  for (const [id, text] of Object.entries({ ...english, ...(translation ?? {}) })) {
    const compiled = compileMessage(text);
    out[id] = options.pseudo ? pseudoTokens(compiled) : compiled;
  }
  return out;
}
