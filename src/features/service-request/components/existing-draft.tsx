import { getPlotApplications, type PlotApplication } from '@/api/plot-applications';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/format';
import { useLoad } from '@/lib/use-load';
import { useT } from '@/i18n/use-t';
import { NoticeWithLink } from '@/ui/notice-with-link';
import styles from './existing-draft.module.css';

/**
 * The server keeps one draft per service and plot, so a new application first looks for one and
 * offers to resume it (saving a second draft would be refused).
 */
export function ExistingDraft({ plotId, serviceId }: { plotId: string; serviceId: string }) {
  const t = useT();
  const { state } = useLoad<{ status: 'ready'; draft: PlotApplication | null }>(
    `${plotId}/${serviceId}`,
    async () => {
      const answer = await getPlotApplications(plotId);
      // Only a convenience: an unexpected answer simply offers nothing.
      const rows = answer.IsSuccess && Array.isArray(answer.Data) ? answer.Data : [];
      const found = rows.find((a) => a.ServiceId === serviceId && a.Status === 'Draft');
      return { status: 'ready', draft: found ?? null };
    },
    () => ({ status: 'ready', draft: null }), // without the list the form still works
  );
  const draft = state.status === 'ready' ? state.draft : null;
  if (!draft) return null;
  const href = `${paths.serviceRequest.getHref(serviceId)}?SubmissionId=${encodeURIComponent(draft.SubmissionId)}`;
  return (
    <div className={styles.space}>
      <NoticeWithLink to={href} label={t('plots.draft.resume')}>
        {draft.CreatedDate
          ? t('plots.draft.existsStarted', {
              id: draft.SubmissionId,
              date: formatDate(draft.CreatedDate),
            })
          : t('plots.draft.exists', { id: draft.SubmissionId })}
      </NoticeWithLink>
    </div>
  );
}
