import { Suspense, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { canAccess } from '@/auth/permissions';
import { helpdeskLink } from '@/features/faq/helpdesk';
import { useGrievance } from '@/features/grievance/use-grievance';
import { useT } from '@/i18n/use-t';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { lazyPage } from '../lazy-page';

// Loaded when first opened: the dialog (its rating control above all) is on no page's first paint.
const FeedbackDialog = lazyPage(
  () => import('@/features/feedback/feedback-dialog'),
  'FeedbackDialog',
);

/** The app bar's Help menu: helpdesk (config.json), grievance hand-off and feedback. */
export function SupportMenu() {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from its first opening on, so closing it keeps its transition and what was typed.
  const [feedbackWanted, setFeedbackWanted] = useState(false);
  const navigate = useNavigate();
  const openGrievance = useGrievance();
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const menuId = useId();
  const close = () => setAnchor(null);

  let helpdesk = helpdeskLink();
  if (helpdesk?.kind === 'route' && !canAccess(role, rights, helpdesk.to)) helpdesk = null;
  const external = helpdesk?.kind === 'external' && /^https?:/i.test(helpdesk.href);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<HelpOutlineIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('shell.support.help')}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* Small screens show the icon alone; the name stays for assistive technology. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('shell.support.help')}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {helpdesk ? (
          <MenuItem
            {...(helpdesk.kind === 'external'
              ? {
                  component: 'a',
                  href: helpdesk.href,
                  ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
                }
              : {})}
            onClick={() => {
              close();
              if (helpdesk.kind === 'route') navigate(helpdesk.to);
            }}
          >
            <ListItemIcon>
              <SupportAgentIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('shell.support.helpdesk')} />
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            void openGrievance();
          }}
        >
          <ListItemIcon>
            <ReportProblemOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('shell.support.grievance')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setFeedbackWanted(true);
            setFeedbackOpen(true);
          }}
        >
          <ListItemIcon>
            <RateReviewOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('shell.support.feedback')} />
        </MenuItem>
      </Menu>
      {feedbackWanted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
