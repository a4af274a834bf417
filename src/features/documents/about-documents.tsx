import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { PageHeader } from '@/ui/page-header';
import { DocumentBody } from './document-body';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';

const sections: { heading: MessageId; items: MessageId[] }[] = [
  {
    heading: 'help.about.findHeading',
    items: [
      'help.about.guidelines',
      'help.about.templates',
      'help.about.declarations',
      'help.about.checklists',
      'help.about.references',
    ],
  },
  {
    heading: 'help.about.useHeading',
    items: ['help.about.search', 'help.about.collect', 'help.about.fees'],
  },
];

/** /documents/aboutdocument without an id: what the documents are and how to use them. */
export function AboutDocuments() {
  const t = useT();
  return (
    <>
      <PageHeader title={routeTitle('aboutDocument')}>{t('help.about.intro')}</PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DocumentBody
          sections={sections.map((s) => ({
            heading: t(s.heading),
            items: s.items.map((i) => t(i)),
          }))}
        />
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.documents.getHref()}
          sx={{ mt: 3 }}
        >
          {t('help.about.browse')}
        </Button>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('help.about.faq')}
      </Typography>
    </>
  );
}
