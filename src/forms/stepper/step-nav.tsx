import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { formatDate } from '@/domain/format';
import { REVIEW_STEP, stepIds } from './step-list';
import { useStepper } from './stepper-context';
import { saveStatusAtom, stepIdAtom, type SaveStatus } from './stepper-state';
import { useJourney } from './use-journey';

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
  const stepId = useAtomValue(stepIdAtom);
  const status = useAtomValue(saveStatusAtom);
  const journey = useJourney();
  const first = stepIds(service)[0] === stepId;
  const review = stepId === REVIEW_STEP;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
      <Button onClick={journey.back} disabled={first} startIcon={<ArrowBack />}>
        Back
      </Button>
      <Box
        sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-end' }}
      >
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
          {statusText(status)}
        </Typography>
        {onSave && editable ? (
          <Button variant="outlined" onClick={onSave} disabled={status.state === 'saving'}>
            Save as draft
          </Button>
        ) : null}
        {review ? (
          editable ? (
            <Button variant="contained" onClick={onSubmit}>
              Submit
            </Button>
          ) : null
        ) : (
          <Button variant="contained" onClick={() => journey.next()} endIcon={<ArrowForward />}>
            Next
          </Button>
        )}
      </Box>
    </Box>
  );
}

function statusText(status: SaveStatus): string {
  if (status.state === 'saving') return 'Saving…';
  if (status.state === 'saved' && status.notValidYet)
    return `Saved at ${formatDate(status.at, 'HH:mm')}. Not valid yet: ${status.notValidYet}`;
  if (status.state === 'saved') return `Saved at ${formatDate(status.at, 'HH:mm')}`;
  if (status.state === 'failed') return status.message;
  return '';
}
