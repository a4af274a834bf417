import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoadedService } from '@/domain/catalog/types';
import type { Rates } from '@/domain/fees/rates';
import { formatInr } from '@/domain/format';
import { useT } from '@/i18n/use-t';
import { tentativeFee, inputLabel } from './fee-inputs';
import { TermList } from '@/ui/term-list';

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
 * Whether the service has no fee at all: no heads, or only heads whose rule is a plain 0 (plot
 * registration). Such a form shows no cost panel: a ₹0.00 total says nothing a user needs.
 */
export function chargesNothing(service: LoadedService): boolean {
  return service.fee.lines.every((line) => line.rule === 0);
}

/**
 * The tentative cost (none for a service without a fee): one line per fee head in ₹ (heads that come to ₹0.00 left out), the total,
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
  const t = useT();
  const outcome = useMemo(
    () => tentativeFee(service, answers, plot, rates),
    [service, answers, plot, rates],
  );
  if (chargesNothing(service) && (!server || !server.total)) return null;
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
      : // An answer the rule reads breaks its field's rule: the heads, and no figure until corrected.
        outcome.invalid
        ? service.fee.lines.map((l) => ({ key: l.id, label: l.label, amount: null, waits: '' }))
        : [];
  // A head that works out to nothing does not apply to this application: the total says enough.
  const lines = all.filter((l) => l.amount !== 0);
  const total = server ? (server.total ?? null) : outcome.ok ? outcome.fee.total : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="fee-title" sx={{ p: 2, mt: 2 }}>
      <Typography id="fee-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {server ? t('forms.fee.serverTitle') : t('forms.fee.title')}
      </Typography>
      {!server && !outcome.ok ? (
        outcome.invalid ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('forms.fee.correct', {
              inputs: outcome.invalid.map((m) => inputLabel(service, m)).join(', '),
            })}
          </Typography>
        ) : (
          <Typography color="error">
            {t('forms.fee.broken', { reason: outcome.message })}
          </Typography>
        )
      ) : null}
      <TermList
        terms={[
          ...lines.map((l) => ({
            key: l.key,
            term: (
              <>
                {l.label}
                {l.amount === null && l.waits ? (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t('forms.fee.needs', { inputs: l.waits })}
                  </Typography>
                ) : null}
              </>
            ),
            value: l.amount === null ? '—' : formatInr(l.amount),
          })),
          {
            key: 'total',
            term: t('forms.fee.total'),
            value: total === null ? '—' : formatInr(total),
            total: true,
            valueProps: { 'aria-live': 'polite' },
          },
        ]}
        columns="1fr auto"
        columnGap={0}
        mutedTerms={false}
        numeric
        variant="body2"
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, mb: 0 }}>
        {server ? t('forms.fee.serverNote') : t('forms.fee.indicative')}
        {service.fee.applicantNote && !server ? ` ${service.fee.applicantNote}` : null}
      </Typography>
    </Paper>
  );
}
