import { Suspense, lazy, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { canAccess } from '@/auth/permissions';
import { helpdeskLink } from '@/features/faq/helpdesk';
import { useGrievance } from '@/features/grievance/use-grievance';
import { useT } from '@/i18n/use-t';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { BarIcon } from '@/ui/bar-icons';
import base from '@/ui/button-base.module.css';
import bar from '@/ui/bar-buttons.module.css';
import { lazyPage } from '@/lib/lazy-module';
import { LazyThemeProvider } from './mui-parts';

// Loaded when first opened: the dialog (its rating control above all) is on no page's first paint.
const FeedbackDialog = lazyPage(
  () => import('@/features/feedback/feedback-dialog'),
  'FeedbackDialog',
);

// The menu (MUI's) loads when the button is first pointed at, focused or pressed: the button is
// on every signed-in page's first paint, the menu on none.
const loadList = () => import('./support-menu-list');
const SupportMenuList = lazy(async () => ({ default: (await loadList()).SupportMenuList }));
const preloadList = () => void loadList().catch(() => undefined); // a failure shows on opening

/** The app bar's Help menu: helpdesk (config.json), grievance hand-off and feedback. */
export function SupportMenu() {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Each mounted from its first opening on, so closing keeps its transition (and what was typed).
  const [menuWanted, setMenuWanted] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackWanted, setFeedbackWanted] = useState(false);
  const navigate = useNavigate();
  const openGrievance = useGrievance();
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const menuId = useId();
  const close = () => setAnchor(null);

  let helpdesk = helpdeskLink();
  if (helpdesk?.kind === 'route' && !canAccess(role, rights, helpdesk.to)) helpdesk = null;

  return (
    <>
      <button
        type="button"
        className={`${base.base} ${bar.button}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        onClick={(e) => {
          setMenuWanted(true);
          setAnchor(e.currentTarget);
        }}
        aria-label={t('shell.support.help')}
      >
        <span className={`${base.startIcon} ${bar.startIcon}`}>
          <BarIcon name="help" className={`${base.icon} ${bar.icon}`} />
        </span>
        {/* Small screens show the icon alone; the name stays for assistive technology. */}
        <span className={bar.buttonLabel}>{t('shell.support.help')}</span>
      </button>
      {menuWanted ? (
        <Suspense fallback={null}>
          <SupportMenuList
            id={menuId}
            anchor={anchor}
            onClose={close}
            helpdesk={helpdesk}
            onHelpdesk={() => {
              close();
              if (helpdesk?.kind === 'route') void navigate(helpdesk.to);
            }}
            onGrievance={() => {
              close();
              void openGrievance();
            }}
            onFeedback={() => {
              close();
              setFeedbackWanted(true);
              setFeedbackOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      {feedbackWanted && (
        <Suspense fallback={null}>
          <LazyThemeProvider baseline={false}>
            <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
          </LazyThemeProvider>
        </Suspense>
      )}
    </>
  );
}
