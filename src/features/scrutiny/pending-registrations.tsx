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
import { formatDate } from '@/lib/format';
import { dialogue } from '@/ui/alerts';
import { RegistrationDecision } from './registration-decision';
import { TermList } from '@/ui/term-list';

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
      title: 'Error',
      text: 'File Not found. Please try linking another file',
    });
  }
}

/** Plot registrations waiting for the office (role 4), each with what to check and the decision. */
export function PendingRegistrations() {
  const { load, reload } = useApi(
    'pending-registrations',
    getPendingRegistrations,
    'The plot registrations could not be loaded.',
  );
  return (
    <Box component="section" aria-labelledby="pending-title" sx={{ mb: 4 }}>
      <Typography id="pending-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Plot registrations to verify
      </Typography>
      <LoadView load={load} reload={reload}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">No plot registration is waiting.</Typography>
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
  const facts: [string, string][] = [
    ['Plot ID', r.PlotID],
    ['Industrial area', r.IndustrialAreaName],
    [
      'Property',
      `${r.PropertyFormType} ${r.PlotNumber} · ${r.TypeOfplot}${r.IsMIDCPlot ? '' : ' · non-MIDC'}`,
    ],
    ['Plot area', `${area.format(r.PlotArea)} m²`],
    ['Company', r.CompanyName],
    ['Applicant', `${r.ApplicantName}${r.ApplicantRole ? `, ${r.ApplicantRole}` : ''}`],
    ['Contact', `${r.ContactMobile} · ${r.ContactEmail}`],
    ['Account', `${r.HolderName} (${r.HolderEmail})`],
    ['Filed on', `${formatDate(r.RegisteredAt, 'dd-MM-yyyy, HH:mm')} IST`],
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
            Letter of authority ({r.AuthorityLetter.FileName})
          </Button>
        ) : null}
        <RegistrationDecision plotId={r.PlotID} plotName={r.PlotName} onDone={onDone} />
      </CardActions>
    </Card>
  );
}
