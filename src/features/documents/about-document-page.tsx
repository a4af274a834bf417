import { useAtomValue } from 'jotai';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { getDocument } from '@/api/documents';
import { canAccess } from '@/auth/permissions';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { PageHeader } from '@/ui/page-header';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { PageLoader } from '@/ui/page-loader';
import { AboutDocuments } from './about-documents';
import { DocumentBody } from './document-body';
import { DocumentDownloads } from './document-links';
import { useHelpResource } from './use-help-resource';
import { useT } from '@/i18n/use-t';
import { departmentShown, kindLabel } from './labels';

function Back() {
  const t = useT();
  return (
    <Button component={RouterLink} to={paths.documents.getHref()} startIcon={<ArrowBackIcon />}>
      {t('help.documents.all')}
    </Button>
  );
}
const back = <Back />;

/** /documents/aboutdocument?id=…: one document explained, with its downloads. Without an id: what the documents are. */
export function AboutDocumentPage() {
  const id = useSearchParams()[0].get('id');
  return id ? <OneDocument id={id} /> : <AboutDocuments />;
}

function OneDocument({ id }: { id: string }) {
  const { state, retry } = useHelpResource(`document:${id}`, (language) =>
    getDocument(id, language),
  );
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const t = useT();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return (
      <>
        <PageHeader title={routeTitle('aboutDocument')} />
        <Alert
          severity="error"
          action={<Button onClick={retry}>{t('common.tryAgain')}</Button>}
          sx={{ mb: 2 }}
        >
          {state.message}
        </Alert>
        {back}
      </>
    );
  const doc = state.data;
  return (
    <>
      {back}
      <PageHeader title={doc.title}>{doc.summary}</PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip label={kindLabel(t, doc.kind)} size="small" color="primary" />
          <Chip label={departmentShown(t, doc.department)} size="small" variant="outlined" />
          {doc.services
            .filter((s) => canAccess(role, rights, paths.serviceRequest.getHref(s.id)))
            .map((s) => (
              <Link key={s.id} component={RouterLink} to={paths.serviceRequest.getHref(s.id)}>
                {t('help.documents.openForm', { service: s.title })}
              </Link>
            ))}
          <span style={{ flexGrow: 1 }} />
          <DocumentDownloads doc={doc} size="medium" />
        </Stack>
        <DocumentBody sections={doc.sections} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('help.documents.basis', { basis: doc.basis })}
        </Typography>
      </Paper>
    </>
  );
}
