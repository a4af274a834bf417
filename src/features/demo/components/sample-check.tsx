import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import type { LoadedService } from '@/domain/catalog/types';
import type { Rates } from '@/domain/fees/rates';
import { validateData } from '@/domain/validation/validate-data';
import { tentativeFee } from '@/forms/fees/fee-inputs';
import { formatInr } from '@/domain/format';
import { useT } from '@/i18n/use-t';

/** For analysts: does the sample pass the service's validation, and does it cost what it says? */
export function SampleCheck({ service, rates }: { service: LoadedService; rates: Rates }) {
  const t = useT();
  const { sample } = service;
  const result = useMemo(
    () => validateData(service, sample.data, 'submit', sample.plot),
    [service, sample],
  );
  const fee = useMemo(
    () => tentativeFee(service, sample.data, sample.plot, rates),
    [service, sample, rates],
  );
  const total = fee.ok ? fee.fee.total : null;
  const feeMatches = total === sample.expectedFee;
  return (
    <Alert severity={result.valid && feeMatches ? 'success' : 'warning'} sx={{ mb: 2 }}>
      {result.valid
        ? t('shell.demo.sample.valid')
        : t('shell.demo.sample.invalid', {
            errors: result.errors.map((e) => `${e.path || '/'} ${e.message}`).join('; '),
          })}{' '}
      {!fee.ok
        ? t('shell.demo.sample.feeFails', { message: fee.message })
        : feeMatches
          ? t('shell.demo.sample.costMatches', { total: formatInr(total) })
          : t('shell.demo.sample.costDiffers', {
              total: formatInr(total),
              expected: formatInr(sample.expectedFee),
            })}
      {/* The applicant's panel never shows this: it records where the fee comes from. */}
      {service.fee.note ? (
        <span style={{ display: 'block', marginTop: 8 }}>
          <strong>{t('shell.demo.sample.analystNote')}</strong> {service.fee.note}
        </span>
      ) : null}
    </Alert>
  );
}
