import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { DocumentBody } from './document-body';

const sections = [
  {
    heading: 'What you will find',
    items: [
      'Guidelines: how uploads, fees, payments and the application stages work.',
      'Templates: the letter of authority to print on company letterhead, sign and upload.',
      'Declarations: the standard declaration every application carries.',
      'Service checklists: for each of the 37 services, the documents to upload with their formats and sizes, the declarations you will accept, the fee heads and the target time. They are made from the service forms themselves, so they always match what the form asks.',
      'References: service time limits and a glossary of the terms used in the forms.',
    ],
  },
  {
    heading: 'How to use them',
    items: [
      'Search by title, service or department, open a document to read it here, or download it as PDF or text.',
      'Collect the documents on a checklist before you start the form; scans must be legible and signed where asked.',
      'Fees in checklists and forms are indicative: the office raises the final demand after scrutiny.',
    ],
  },
];

/** /documents/aboutdocument without an id: what the documents are and how to use them. */
export function AboutDocuments() {
  return (
    <>
      <PageHeader title={paths.aboutDocument.title}>
        The documents section holds the corporation's forms, templates and guidelines for investors.
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DocumentBody sections={sections} />
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.documents.getHref()}
          sx={{ mt: 3 }}
        >
          Browse the documents
        </Button>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Questions about the portal itself are answered in the FAQ.
      </Typography>
    </>
  );
}
