/**
 * The server's messages in the user's language (issue 20). An answer's `Code` (and a field
 * error's `code`) names a catalogued message (src/domain/contract/messages.ts); its text is
 * `server.<code>` in the `server` catalog area, with `Params` for the variable parts. English
 * shows the server's own Message; a code the browser does not know (a newer server) or a
 * language whose texts are not loaded yet shows the English Message too.
 */
import type { ApiResponse } from '@/domain/api';
import { isApplicationState } from '@/domain/applications/states';
import { currentLanguage, i18n, loadAllAreas, t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';

type Params = Record<string, string | number> | undefined;

/** Params that hold a state's key ('UnderScrutiny'): shown with the state's own label. */
const STATE_PARAMS = ['state', 'status'];

/**
 * The params with a state named in the language on screen, as the timeline names it (the
 * `plots.state.*` labels that entities/application/labels.ts shows; api/ cannot import it).
 */
function shownParams(params: unknown): Params {
  if (typeof params !== 'object' || params === null) return undefined;
  const out = { ...(params as Record<string, string | number>) };
  for (const name of STATE_PARAMS) {
    const value = out[name];
    if (isApplicationState(value)) out[name] = t(`plots.state.${value}`);
  }
  return out;
}

/** The message of `code` in the current language, or `english` when there is none. */
export function serverText(code: unknown, params: unknown, english: string): string {
  if (typeof code !== 'string' || !code || currentLanguage() === 'en') return english;
  const id = `server.${code}`;
  if (!(id in i18n.messages)) return english;
  return t(id as MessageId, shownParams(params));
}

/** The same field errors (`Data.errors`), their messages in the current language. */
function localizedErrors(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return data;
  return {
    ...data,
    errors: errors.map((error: unknown) => {
      if (typeof error !== 'object' || error === null) return error;
      const { code, params, message } = error as Record<string, unknown>;
      if (typeof message !== 'string') return error;
      return { ...error, message: serverText(code, params, message) };
    }),
  };
}

/** The answer with its Message and field errors in the current language (Code kept). */
export function localizeEnvelope<T>(answer: ApiResponse<T>): ApiResponse<T> {
  if (currentLanguage() === 'en') return answer;
  return {
    ...answer,
    Message: serverText(answer.Code, answer.Params, answer.Message),
    Data: localizedErrors(answer.Data) as T,
  };
}

/**
 * Loads the server's texts when an answer with a code arrives before the shell loaded them (the
 * sign-in page has only the core area): the answer is then shown in the user's language too.
 */
export async function serverTextsFor(answer: Pick<ApiResponse, 'Code'>): Promise<void> {
  if (!answer.Code || currentLanguage() === 'en' || 'server.success' in i18n.messages) return;
  try {
    await loadAllAreas();
  } catch (error) {
    console.error("The server's texts could not be loaded", error);
  }
}

/** True when an answer carries the message of `code` (compare codes, not translated texts). */
export function hasMessageCode(answer: Pick<ApiResponse, 'Code'>, code: string): boolean {
  return answer.Code === code;
}
