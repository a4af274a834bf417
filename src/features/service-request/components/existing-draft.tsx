import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getPlotApplications, type PlotApplication } from '@/api/plot-applications';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/format';

/**
 * The server keeps one draft per service and plot, so a new application first looks for one and
 * offers to resume it (saving a second draft would be refused).
 */
export function ExistingDraft({ plotId, serviceId }: { plotId: string; serviceId: string }) {
  const [draft, setDraft] = useState<PlotApplication | null>(null);
  useEffect(() => {
    let live = true;
    getPlotApplications(plotId).then(
      (answer) => {
        // Only a convenience: an unexpected answer simply offers nothing.
        const rows = Array.isArray(answer.Data) ? answer.Data : [];
        const found = rows.find((a) => a.ServiceId === serviceId && a.Status === 'Draft');
        if (live && answer.IsSuccess && found) setDraft(found);
      },
      () => undefined, // only a convenience: without the list the form still works
    );
    return () => {
      live = false;
    };
  }, [plotId, serviceId]);
  if (!draft) return null;
  const href = `${paths.serviceRequest.getHref(serviceId)}?SubmissionId=${encodeURIComponent(draft.SubmissionId)}`;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={href} color="inherit" size="small">
          Resume the draft
        </Button>
      }
    >
      You already have a draft of this service for this plot ({draft.SubmissionId}
      {draft.CreatedDate ? `, started ${formatDate(draft.CreatedDate)}` : ''}). Resume it to carry
      on; a second draft cannot be saved.
    </Alert>
  );
}
