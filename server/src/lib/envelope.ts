/**
 * The response convention of every API call (spec §7): `{IsSuccess, Message, Data}`, plus `Code`
 * and `Params` when the Message is one of the catalogued messages (issue 20: the browser shows it
 * in the user's language). Field errors in `Data.errors` get their `code` and `params` too.
 */
import type { ApiResponse } from '../../../src/domain/api.ts';
import { codeOfMessage } from '../../../src/domain/contract/messages.ts';

/** The same field errors, each with its message's code when it has one. */
function codedErrors(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return data;
  return {
    ...data,
    errors: errors.map((error: unknown) => {
      if (typeof error !== 'object' || error === null) return error;
      const message = (error as { message?: unknown }).message;
      const coded = typeof message === 'string' ? codeOfMessage(message) : null;
      if (!coded) return error;
      return { ...error, code: coded.Code, ...(coded.Params ? { params: coded.Params } : {}) };
    }),
  };
}

function envelope<T>(IsSuccess: boolean, Message: string, Data: T): ApiResponse<T> {
  const coded = codeOfMessage(Message);
  return {
    IsSuccess,
    Message,
    Data: codedErrors(Data) as T,
    ...(coded ? { Code: coded.Code } : {}),
    ...(coded?.Params ? { Params: coded.Params } : {}),
  };
}

export function ok<T>(Data: T, Message = 'Success'): ApiResponse<T> {
  return envelope(true, Message, Data);
}

export function fail<T = null>(Message: string, Data: T = null as T): ApiResponse<T> {
  return envelope(false, Message, Data);
}
