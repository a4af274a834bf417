/** The rate table (master data): the values fee rules read as `rates.<key>`. */
import type { Rates } from '@/domain/contract/plots';
import { api } from './client';

/** Rate values by key, as GET /api/rates answers them. */
export function getRates() {
  return api.get<Rates>('/api/rates');
}
