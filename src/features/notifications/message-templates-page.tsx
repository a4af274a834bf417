/**
 * /MessageTemplates, for corporation staff and admins: every event's message as the server
 * renders it with sample data — the e-mail's subject, plain text and HTML, and the SMS — so the
 * office can read what applicants and officers receive. The HTML is the server's escaped output of
 * our own templates; it is still shown in a sandboxed frame (no scripts, no same-origin access).
 */
import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { getTemplatePreviews } from '@/api/notifications';
import type { TemplatePreview } from '@/api/notifications';
import { notificationGroupLabel, notificationKindLabel } from '@/domain/notification-labels';
import { routeTitle } from '@/i18n/route-titles';
import { useApi } from '@/lib/use-api';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

/** The templates in their groups (by the group's id), in the server's order. */
function byGroup(list: TemplatePreview[]): [string, TemplatePreview[]][] {
  const groups = new Map<string, TemplatePreview[]>();
  for (const t of list) groups.set(t.Group, [...(groups.get(t.Group) ?? []), t]);
  return [...groups.entries()];
}

const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ mb: 2 }}>
      <Typography component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

const textBox = {
  m: 0,
  p: 1.5,
  bgcolor: 'grey.50',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'inherit',
  fontSize: '0.95rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

function Preview({ t }: { t: TemplatePreview }) {
  const tr = useT();
  return (
    <>
      <Part label={tr('help.templates.subject')}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{t.Title}</Typography>
      </Part>
      <Part label={tr('help.templates.plainText')}>
        <Box component="pre" sx={textBox}>
          {t.Text}
        </Box>
      </Part>
      <Part label={tr('help.templates.html')}>
        <Box
          component="iframe"
          title={tr('help.templates.htmlTitle', { title: t.Title })}
          sandbox=""
          srcDoc={t.Html}
          sx={{
            display: 'block',
            width: '100%',
            height: 260,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'common.white',
          }}
        />
      </Part>
      <Part label={tr('help.templates.sms', { count: t.Sms.length })}>
        <Box component="pre" sx={textBox}>
          {t.Sms}
        </Box>
      </Part>
    </>
  );
}

export function MessageTemplatesPage() {
  const { load, reload } = useApi(
    'message-templates',
    getTemplatePreviews,
    translate('help.templates.loadFailed'),
  );
  const tr = useT();
  return (
    <>
      <PageHeader title={routeTitle('messageTemplates')}>{tr('help.templates.intro')}</PageHeader>
      {load.status === 'loading' ? <PageLoader /> : null}
      {load.status === 'error' ? (
        <Alert severity="error" action={<Button onClick={reload}>{tr('common.tryAgain')}</Button>}>
          {load.message}
        </Alert>
      ) : null}
      {load.status === 'ready'
        ? byGroup(load.data).map(([group, templates]) => (
            <Box
              component="section"
              key={group}
              sx={{ mb: 3, maxWidth: 900 }}
              aria-labelledby={`tpl-${slug(group)}`}
            >
              <Typography id={`tpl-${slug(group)}`} variant="h2" sx={{ mb: 1.5 }}>
                {notificationGroupLabel(tr, group, templates[0]!.GroupLabel)}
              </Typography>
              {templates.map((t) => (
                <Accordion
                  key={`${t.Kind}-${t.Language}`}
                  disableGutters
                  slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
                >
                  <AccordionSummary
                    expandIcon={<ExpandMoreIcon />}
                    id={`tpl-q-${slug(t.Kind)}`}
                    aria-controls={`tpl-a-${slug(t.Kind)}`}
                  >
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {notificationKindLabel(tr, t.Kind, t.Label)}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Preview t={t} />
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ))
        : null}
    </>
  );
}
