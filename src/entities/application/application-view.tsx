import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ApplicationRecord } from '@/api/applications';
import { isRecord } from '@/domain/catalog/json';
import { ReviewStep } from '@/forms/review/review-step';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { shownDate, shownInr } from '@/entities/shown-format';
import { PageLoader } from '@/ui/page-loader';
import { statusLabel } from './summary-rows';
import { DeclarationList, FeeTable, UploadList } from './application-parts';
import type { DeclarationRow, UploadRow } from './application-parts';
import { Timeline } from './timeline';
import { useFiledForm } from './use-filed-form';
import { useServiceName } from '@/entities/service/service-title';

/** Props of ApplicationView. */
export interface ApplicationViewProps {
  record: ApplicationRecord & { ServiceName?: string };
  /**
   * PAYMENT SLOT: the Pay button and the payments list (ConfirmPayment) go here. It is shown
   * under the fee, for every state; the payment screen decides what to offer.
   */
  paymentSlot?: ReactNode;
  /** Actions above the answers: the investor's resubmit link or the staff's scrutiny buttons. */
  actions?: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One application, read-only: summary, answers, files, declarations, fee and timeline. */
export function ApplicationView({ record, paymentSlot, actions }: ApplicationViewProps) {
  const t = useT();
  const serviceName = useServiceName();
  const form = useFiledForm(record);
  const timeline = record.Timeline ?? [];
  const lastRemark = [...timeline].reverse().find((e) => e.Remarks);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Section
        id="app-summary"
        title={`${serviceName(record.ServiceId, record.ServiceName)} — ${record.SubmissionId}`}
      >
        <Typography>
          <Trans
            id="plots.view.summary"
            values={{
              status: statusLabel(record.Status),
              date: record.SubmittedDate
                ? shownDate(record.SubmittedDate)
                : t('plots.view.notSubmittedYet'),
              cost: shownInr(record.TentativeCost),
            }}
            components={{ 0: <strong data-testid="app-status" /> }}
          />
        </Typography>
        {record.Status === 'ClarificationSought' && lastRemark ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('plots.view.clarification', { remark: lastRemark.Remarks })}
          </Alert>
        ) : null}
        {actions ? (
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
        ) : null}
      </Section>
      <Section id="app-timeline" title={t('plots.view.timeline')}>
        <Timeline entries={timeline} />
      </Section>
      <Section id="app-fee" title={t('plots.view.fee')}>
        <FeeTable lines={record.FeeLines ?? []} total={record.TentativeCost} />
        {paymentSlot ? <Box sx={{ mt: 2 }}>{paymentSlot}</Box> : null}
      </Section>
      <Section id="app-answers" title={t('plots.view.answers')}>
        {form.status === 'loading' ? <PageLoader /> : null}
        {form.status === 'error' ? <Alert severity="warning">{form.message}</Alert> : null}
        {form.status === 'ready' && form.filedVersion !== undefined ? (
          <Alert severity="info" data-testid="filed-version" sx={{ mb: 1 }}>
            {t('plots.view.filedVersion', { version: form.filedVersion })}
          </Alert>
        ) : null}
        {form.status === 'ready' ? (
          <ReviewStep
            service={form.service}
            answers={isRecord(record.Data) ? record.Data : {}}
            conditions={form.conditions}
          />
        ) : null}
      </Section>
      <Section id="app-files" title={t('plots.view.documents')}>
        <UploadList files={(record.Uploads as UploadRow[] | undefined) ?? []} />
      </Section>
      <Section id="app-declarations" title={t('plots.view.declarations')}>
        <DeclarationList
          items={(record.Declarations as DeclarationRow[] | null | undefined) ?? []}
        />
      </Section>
    </Box>
  );
}
