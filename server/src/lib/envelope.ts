/** The response convention of every API call (spec §7): `{IsSuccess, Message, Data}`. */
import type { ApiResponse } from '../../../src/domain/api.ts';

export function ok<T>(Data: T, Message = 'Success'): ApiResponse<T> {
  return { IsSuccess: true, Message, Data };
}

export function fail<T = null>(Message: string, Data: T = null as T): ApiResponse<T> {
  return { IsSuccess: false, Message, Data };
}
