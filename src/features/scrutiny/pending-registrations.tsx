import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { downloadUpload } from '@/api/uploads';
import { getPendingRegistrations, type PendingRegistration } from '@/api/plot-registrations';
import { LoadView } from '@/ui/load-view';
import { useApi } from '@/lib/use-api';
import { formatDate } from '@/domain/format';
import { dialogue } from '@/ui/alerts';
import { RegistrationDecision } from './registration-decision';
import { TermList } from '@/ui/term-list';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

const area = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Opens a registration's letter of authority in a new tab. */
async function openLetter(fileId: string) {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await downloadUpload(fileId));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch {
    tab?.close();
    await dialogue({
      icon: 'error',
      title: t('scrutiny.error.title'),
      text: t('scrutiny.pending.fileNotFound'),
    });
  }
}

/** Plot registrations waiting for the office (role 4), each with what to check and the decision. */
export function PendingRegistrations() {
  const { load, reload } = useApi(
    'pending-registrations',
    getPendingRegistrations,
    t('scrutiny.pending.loadFailed'),
  );
  const tr = useT();
  return (
    <Box component="section" aria-labelledby="pending-title" sx={{ mb: 4 }}>
      <Typography id="pending-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {tr('scrutiny.pending.title')}
      </Typography>
      <LoadView load={load} reload={reload}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{tr('scrutiny.pending.empty')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-labelledby="pending-title"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
            >
              {rows.map((r) => (
                <Registration key={r.PlotID} row={r} onDone={reload} />
              ))}
            </Box>
          )
        }
      </LoadView>
    </Box>
  );
}

function Registration({ row: r, onDone }: { row: PendingRegistration; onDone: () => void }) {
  const titleId = `reg-${r.PlotID}`;
  const tr = useT();
  const property = `${r.PropertyFormType} ${r.PlotNumber} · ${r.TypeOfplot}`;
  const facts: [string, string][] = [
    [tr('scrutiny.pending.plotId'), r.PlotID],
    [tr('scrutiny.queue.area'), r.IndustrialAreaName],
    [
      tr('scrutiny.pending.property'),
      r.IsMIDCPlot ? property : tr('scrutiny.pending.nonMidc', { property }),
    ],
    [
      tr('scrutiny.pending.plotArea'),
      tr('scrutiny.pending.area', { area: area.format(r.PlotArea) }),
    ],
    [tr('scrutiny.pending.company'), r.CompanyName],
    [
      tr('scrutiny.pending.applicant'),
      `${r.ApplicantName}${r.ApplicantRole ? `, ${r.ApplicantRole}` : ''}`,
    ],
    [tr('scrutiny.pending.contact'), `${r.ContactMobile} · ${r.ContactEmail}`],
    [tr('scrutiny.pending.account'), `${r.HolderName} (${r.HolderEmail})`],
    [
      tr('scrutiny.pending.filedOn'),
      tr('scrutiny.pending.ist', { time: formatDate(r.RegisteredAt, 'dd-MM-yyyy, HH:mm') }),
    ],
  ];
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {r.PlotName}
        </Typography>
        <TermList terms={facts.map(([term, value]) => ({ term, value }))} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {r.AuthorityLetter ? (
          <Button onClick={() => void openLetter(r.AuthorityLetter!.FileId)}>
            {tr('scrutiny.pending.letter', { file: r.AuthorityLetter.FileName })}
          </Button>
        ) : null}
        <RegistrationDecision plotId={r.PlotID} plotName={r.PlotName} onDone={onDone} />
      </CardActions>
    </Card>
  );
}
