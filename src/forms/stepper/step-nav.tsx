import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';
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
    ? { state: 'failed', message: t('shell.status.networkConnection.text') }
    : saveStatus;
  const journey = useJourney();
  const first = stepIds(service)[0] === stepId;
  const review = stepId === REVIEW_STEP;

  return (
    <div className={styles.nav}>
      <Button onClick={journey.back} disabled={first} startIcon={<ArrowBack />}>
        {t('common.back')}
      </Button>
      <div className={styles.end}>
        <Typography
          variant="body2"
          color={
            status.state === 'failed'
              ? 'error'
              : status.state === 'saved' && status.notValidYet
                ? 'warning.dark'
                : 'text.secondary'
          }
          role="status"
        >
          {statusText(status, t)}
        </Typography>
        {onSave && editable ? (
          <Button variant="outlined" onClick={onSave} disabled={status.state === 'saving'}>
            {t('forms.stepper.saveAsDraft')}
          </Button>
        ) : null}
        {review ? (
          editable ? (
            <Button variant="contained" onClick={onSubmit}>
              {t('common.submit')}
            </Button>
          ) : null
        ) : (
          <Button variant="contained" onClick={() => journey.next()} endIcon={<ArrowForward />}>
            {t('common.next')}
          </Button>
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
