import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ChevronRight from '@mui/icons-material/ChevronRight';
import HourglassTop from '@mui/icons-material/HourglassTop';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { PlotApplication } from '@/api/plot-applications';
import type { PlotService } from '@/api/scrutiny';
import { paths } from '@/config/paths';
import { editableStates, isApplicationState } from '@/domain/applications/states';
import { resumeHref, viewHref } from '@/entities/application/links';
import { statusLabel } from '@/entities/application/summary-rows';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { roleAtom } from '@/state/session';
import { useServiceName } from '@/entities/service/service-title';
import { serviceDescription } from '../catalogue';
import { useServiceTexts } from '@/forms/catalog/service-titles';

/**
 * One service: a link to its form when it is open for the plot, or to the application already
 * in progress; otherwise plain text (not a link) that says what is needed first.
 */
export function ServiceEntry({ service, open }: { service: PlotService; open?: PlotApplication }) {
  const t = useT();
  const serviceName = useServiceName();
  const texts = useServiceTexts();
  const role = useAtomValue(roleAtom);
  const description = serviceDescription(service);
  const editable = open && isApplicationState(open.Status) && editableStates.has(open.Status);
  const href = open
    ? editable
      ? resumeHref(service.id, open.SubmissionId)
      : viewHref(open.SubmissionId, role)
    : service.available
      ? paths.serviceRequest.getHref(service.id)
      : null;
  const note = open ? (
    <Note icon={<HourglassTop aria-hidden fontSize="small" />}>
      <Trans
        id={editable ? 'plots.services.inProgressEdit' : 'plots.services.inProgressView'}
        values={{ id: open.SubmissionId, status: statusLabel(open.Status) }}
        components={{ 0: <strong /> }}
      />
    </Note>
  ) : service.available ? null : (
    <Note icon={<LockOutlined aria-hidden fontSize="small" />}>
      <strong>{t('plots.services.notOpen')}</strong>{' '}
      {texts.reason(service.id, service.reason ?? '')}
    </Note>
  );
  const text = (
    <ListItemText
      primary={serviceName(service.id, service.title)}
      secondary={
        <>
          {description}
          {note}
        </>
      }
      slotProps={{
        primary: href ? { sx: { fontWeight: 600, color: 'primary.main' } } : undefined,
        secondary: { component: 'div' },
      }}
    />
  );
  if (href) {
    return (
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to={href}>
          {text}
          <ChevronRight aria-hidden color="action" />
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem sx={{ alignItems: 'flex-start', bgcolor: 'action.hover', borderRadius: 1, my: 0.5 }}>
      {text}
    </ListItem>
  );
}

/** A short line under the description with an icon. */
function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 0.75, mt: 0.75, color: 'text.primary' }}>
      {icon}
      <span>{children}</span>
    </Box>
  );
}
