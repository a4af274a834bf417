/** The rate table: master data the fee rules read as `rates.<key>` (seeded from _shared/rates.json). */
import { isRecord } from '../catalog/json';

/** Where a rate's value comes from (services brief tags). */
export type RateSource = 'public' | 'spec' | 'assumed' | 'placeholder';

/** One rate of the table, with what it means and whether it is a real or an invented figure. */
export interface RateDefinition {
  key: string;
  description: string;
  value: number;
  unit: string;
  source: RateSource;
  reference?: string;
}

/** Rate values by key, as a fee rule receives them. */
export type Rates = Readonly<Record<string, number>>;

/** The path of the default rate table inside the schema files. */
export const RATES_FILE = '_shared/rates.json';

/** The rate definitions of a parsed rates.json (an empty list when it has none). */
export function rateDefinitions(ratesFile: unknown): RateDefinition[] {
  if (!isRecord(ratesFile) || !Array.isArray(ratesFile.rates)) return [];
  return ratesFile.rates.filter(
    (r): r is RateDefinition =>
      isRecord(r) && typeof r.key === 'string' && typeof r.value === 'number',
  );
}

/** The default rate values (key → value) of a parsed rates.json. */
export function defaultRates(ratesFile: unknown): Rates {
  return Object.fromEntries(rateDefinitions(ratesFile).map((r) => [r.key, r.value]));
}
