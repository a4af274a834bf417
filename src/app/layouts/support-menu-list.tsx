import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { HelpdeskLink } from '@/features/faq/helpdesk';
import { useT } from '@/i18n/use-t';
import { PortalThemeProvider } from '@/ui/theme-provider';

/**
 * The Help menu's list (MUI's Menu: focus on the first item, arrow keys, Escape back to the
 * button). Its own chunk, loaded when the Help button is first pointed at, focused or pressed.
 */
export function SupportMenuList({
  id,
  anchor,
  onClose,
  helpdesk,
  onHelpdesk,
  onGrievance,
  onFeedback,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  helpdesk: HelpdeskLink | null;
  onHelpdesk: () => void;
  onGrievance: () => void;
  onFeedback: () => void;
}) {
  const t = useT();
  const external = helpdesk?.kind === 'external' && /^https?:/i.test(helpdesk.href);
  return (
    <PortalThemeProvider baseline={false}>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {helpdesk ? (
          <MenuItem
            {...(helpdesk.kind === 'external'
              ? {
                  component: 'a',
                  href: helpdesk.href,
                  ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
                }
              : {})}
            onClick={onHelpdesk}
          >
            <ListItemIcon>
              <SupportAgentIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('shell.support.helpdesk')} />
          </MenuItem>
        ) : null}
        <MenuItem onClick={onGrievance}>
          <ListItemIcon>
            <ReportProblemOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('shell.support.grievance')} />
        </MenuItem>
        <MenuItem onClick={onFeedback}>
          <ListItemIcon>
            <RateReviewOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('shell.support.feedback')} />
        </MenuItem>
      </Menu>
    </PortalThemeProvider>
  );
}
