/** The rate table (master data): the values fee rules read as `rates.<key>`. */
import { api } from './client';

/** Rate values by key, as GET /api/rates answers them. */
export function getRates() {
  return api.get<Record<string, number>>('/api/rates');
}
