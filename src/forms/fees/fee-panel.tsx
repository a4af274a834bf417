import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoadedService } from '@/domain/catalog/types';
import type { Rates } from '@/domain/fees/rates';
import { formatInr } from '@/lib/format';
import { computeFee, inputLabel } from './fee-inputs';

/** The fee as the server computed it at submission. */
export interface ServerFee {
  total: number | null | undefined;
  lines?: { id?: string; label?: string; amount?: number | null }[];
}

/** Props of TentativeCostPanel. */
export interface TentativeCostPanelProps {
  service: LoadedService;
  answers: Readonly<Record<string, unknown>>;
  plot: Readonly<Record<string, unknown>>;
  rates: Rates;
  /** After submission: the figure the server returned, shown instead of the live estimate. */
  server?: ServerFee;
}

/**
 * The tentative cost: one line per fee head in ₹ (heads that come to ₹0.00 left out), the total,
 * the note that it is indicative and the service's note for applicants (never the analysts' note,
 * which records where the figures come from).
 */
export function TentativeCostPanel({
  service,
  answers,
  plot,
  rates,
  server,
}: TentativeCostPanelProps) {
  const outcome = useMemo(
    () => computeFee(service, answers, plot, rates),
    [service, answers, plot, rates],
  );
  const all = server
    ? (server.lines ?? []).map((l, i) => ({
        key: l.id ?? String(i),
        label: l.label ?? l.id ?? '',
        amount: l.amount ?? null,
        waits: '',
      }))
    : outcome.ok
      ? outcome.fee.lines.map((l) => ({
          key: l.id,
          label: l.label,
          amount: l.amount,
          waits: l.missing.map((m) => inputLabel(service, m)).join(', '),
        }))
      : [];
  // A head that works out to nothing does not apply to this application: the total says enough.
  const lines = all.filter((l) => l.amount !== 0);
  const total = server ? (server.total ?? null) : outcome.ok ? outcome.fee.total : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="fee-title" sx={{ p: 2, mt: 2 }}>
      <Typography id="fee-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {server ? 'Fee' : 'Tentative cost'}
      </Typography>
      {!server && !outcome.ok ? (
        <Typography color="error">The cost cannot be worked out: {outcome.message}</Typography>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}>
        {lines.map((l) => (
          <Box key={l.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {l.label}
              {l.amount === null && l.waits ? (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  Needs: {l.waits}
                </Typography>
              ) : null}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {l.amount === null ? '—' : formatInr(l.amount)}
            </Typography>
          </Box>
        ))}
        <Typography
          component="dt"
          sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 }}
        >
          Total
        </Typography>
        <Typography
          component="dd"
          aria-live="polite"
          sx={{
            m: 0,
            fontWeight: 700,
            textAlign: 'right',
            borderTop: 1,
            borderColor: 'divider',
            pt: 0.5,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {total === null ? '—' : formatInr(total)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, mb: 0 }}>
        {server
          ? 'The amount computed by the office from its master data when the application was submitted.'
          : 'This figure is indicative. The office confirms the amount payable after scrutiny.'}
        {service.fee.applicantNote && !server ? ` ${service.fee.applicantNote}` : null}
      </Typography>
    </Paper>
  );
}
