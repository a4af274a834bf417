import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import type { LoadedService } from '@/domain/catalog/types';
import type { Rates } from '@/domain/fees/rates';
import { validateData } from '@/domain/validation/validate-data';
import { computeFee } from '@/forms/fees/fee-inputs';
import { formatInr } from '@/domain/format';

/** For analysts: does the sample pass the service's validation, and does it cost what it says? */
export function SampleCheck({ service, rates }: { service: LoadedService; rates: Rates }) {
  const { sample } = service;
  const result = useMemo(
    () => validateData(service, sample.data, 'submit', sample.plot),
    [service, sample],
  );
  const fee = useMemo(
    () => computeFee(service, sample.data, sample.plot, rates),
    [service, sample, rates],
  );
  const total = fee.ok ? fee.fee.total : null;
  const feeMatches = total === sample.expectedFee;
  return (
    <Alert severity={result.valid && feeMatches ? 'success' : 'warning'} sx={{ mb: 2 }}>
      {result.valid
        ? 'The sample answers pass the service’s validation.'
        : `The sample answers fail validation: ${result.errors.map((e) => `${e.path || '/'} ${e.message}`).join('; ')}.`}{' '}
      {fee.ok
        ? `At the default rates it costs ${formatInr(total)}${feeMatches ? ', as the sample expects.' : `; the sample expects ${formatInr(sample.expectedFee)}.`}`
        : `The fee rule fails: ${fee.message}.`}
      {/* The applicant's panel never shows this: it records where the fee comes from. */}
      {service.fee.note ? (
        <span style={{ display: 'block', marginTop: 8 }}>
          <strong>Analyst note:</strong> {service.fee.note}
        </span>
      ) : null}
    </Alert>
  );
}
