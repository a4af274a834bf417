import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';
import { BarIcon } from '@/ui/bar-icons';
import base from '@/ui/button-base.module.css';
import buttons from '@/ui/buttons.module.css';
import { REVIEW_STEP, stepIds } from './step-list';
import { useStepper } from './stepper-context';
import { saveStatusAtom, stepIdAtom, unreachableAtom, type SaveStatus } from './stepper-state';
import { useJourney } from './use-journey';
import { useStepperValue } from './use-stepper-value';
import styles from './step-nav.module.css';

/** Props of StepNav. */
export interface StepNavProps {
  /** Save as draft; left out where there are no drafts (direct services, the preview). */
  onSave?: () => void;
  onSubmit: () => void;
  /** False once the answers can no longer change (submitted). */
  editable: boolean;
}

/** Back / Save as draft / Next, and Submit on the Review step, with the draft's save status. */
export function StepNav({ onSave, onSubmit, editable }: StepNavProps) {
  const { service } = useStepper().config;
  const t = useT();
  const stepId = useStepperValue(stepIdAtom);
  const saveStatus = useStepperValue(saveStatusAtom);
  // A move or Submit that could not download the form's validators says so in the same line.
  const unreachable = useStepperValue(unreachableAtom);
  const status: SaveStatus = unreachable
    ? { state: 'failed', message: t('shell.status.partUnreachable') }
    : saveStatus;
  const journey = useJourney();
  const first = stepIds(service)[0] === stepId;
  const review = stepId === REVIEW_STEP;

  // Plain elements in MUI's Button look (ui/buttons.module.css): every service opens on a step
  // drawn without MUI, and this row is on it. tabIndex as MUI's ButtonBase writes it: an explicit
  // one keeps a button in Safari's Tab order, where buttons are otherwise skipped.
  return (
    <div className={styles.nav}>
      <button
        tabIndex={first ? -1 : 0}
        type="button"
        disabled={first}
        className={`${base.base} ${buttons.button}`}
        onClick={journey.back}
      >
        <span className={`${base.startIcon} ${buttons.startIcon}`}>
          <BarIcon name="arrowBack" className={`${base.icon} ${buttons.icon}`} />
        </span>
        {t('common.back')}
      </button>
      <div className={styles.end}>
        <p
          className={
            status.state === 'failed' ? `${styles.status} ${styles.failed}` : styles.status
          }
          role="status"
        >
          {statusText(status, t)}
        </p>
        {onSave && editable ? (
          <button
            tabIndex={0}
            type="button"
            // aria-disabled, not disabled: a disabled button drops the focus to the page.
            aria-disabled={status.state === 'saving' || undefined}
            className={`${base.base} ${buttons.button} ${buttons.outlined}`}
            onClick={status.state === 'saving' ? undefined : onSave}
          >
            {t('forms.stepper.saveAsDraft')}
          </button>
        ) : null}
        {review ? (
          editable ? (
            <button
              tabIndex={0}
              type="button"
              className={`${base.base} ${buttons.button} ${buttons.contained}`}
              onClick={onSubmit}
            >
              {t('common.submit')}
            </button>
          ) : null
        ) : (
          <button
            tabIndex={0}
            type="button"
            className={`${base.base} ${buttons.button} ${buttons.contained}`}
            onClick={() => journey.next()}
          >
            {t('common.next')}
            <span className={`${base.endIcon} ${buttons.endIcon}`}>
              <BarIcon name="arrowForward" className={`${base.icon} ${buttons.icon}`} />
            </span>
          </button>
        )}
      </div>
    </div>
  );
}

function statusText(status: SaveStatus, t: ReturnType<typeof useT>): string {
  if (status.state === 'saving') return t('forms.stepper.saving');
  const time = status.state === 'saved' ? formatDate(status.at, 'HH:mm') : '';
  if (status.state === 'saved' && status.notValidYet)
    return t('forms.stepper.savedAtNotValid', { time, fields: status.notValidYet });
  if (status.state === 'saved') return t('forms.stepper.savedAt', { time });
  if (status.state === 'failed') return status.message;
  return '';
}
