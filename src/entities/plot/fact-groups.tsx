import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlotDetails } from '@/api/plots';
import { TermList } from '@/ui/term-list';

const groups: { key: keyof PlotDetails; title: string }[] = [
  { key: 'plotInfo', title: 'Plot' },
  { key: 'plotData', title: 'Applications' },
  { key: 'applicantInfo', title: 'Applicant' },
  { key: 'registeredOfficeInfo', title: 'Registered office' },
  { key: 'unitContactInfo', title: 'Unit contact' },
];

const labels: Record<string, string> = {
  IsMIDCPlot: 'Corporation plot',
  PlotDistrictID: 'District code',
  IndustrialAreaId: 'Industrial area',
  TypeOfplot: 'Type of plot',
  PlotArea: 'Plot area (m²)',
  PlotID: 'Plot ID',
  consumerNo: 'Water consumer number',
  OnGoingApplications: 'Ongoing applications',
  PendingApplications: 'Pending applications (drafts)',
  PreferenceCatergory: 'Preference category',
  StateID: 'State code',
  DistrictID: 'District code',
  CompanyStateID: 'Company state code',
  CompanyDistrictID: 'Company district code',
  EMAckNo: 'EM acknowledgement number',
  EMACKDate: 'EM acknowledgement date',
  ReceiveSMSAlerts: 'Receive SMS alerts',
  LocationOfUnitEMailAddress: 'Unit e-mail address',
  DocName1: 'Document',
  Contenttype1: 'Document type',
};

/** 'CompanyPhoneNo' → 'Company phone no'. */
export function labelOf(key: string): string {
  if (labels[key]) return labels[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'NA';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The plot's state (spec §3 groups), each group a labelled list. */
export function FactGroups({ plot }: { plot: PlotDetails }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {groups.map((g) => {
        const raw = plot[g.key];
        // The area's name, not its number (the plot facts carry it).
        const bag =
          g.key === 'plotInfo' && raw && plot.facts?.industrialAreaName
            ? { ...raw, IndustrialAreaId: plot.facts.industrialAreaName }
            : raw;
        if (!bag || typeof bag !== 'object') return null;
        const entries = Object.entries(bag).filter(([, v]) => typeof v !== 'object' || v === null);
        if (entries.length === 0) return null;
        return (
          <Paper key={g.key} variant="outlined" component="section" sx={{ p: 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {g.title}
            </Typography>
            <TermList
              terms={entries.map(([k, v]) => ({ key: k, term: labelOf(k), value: show(v) }))}
              columns="1fr 1fr"
              columnGap={0.5}
              variant="body2"
            />
          </Paper>
        );
      })}
    </Box>
  );
}
