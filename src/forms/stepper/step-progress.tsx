import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';
import { StepDot } from './step-dot';
import { stepStatuses } from './step-list';
import { useStepper } from './stepper-context';
import { stepErrorsAtom, stepIdAtom, visitedAtom } from './stepper-state';
import { useStepperValue } from './use-stepper-value';

/**
 * The step list with progress. MUI's non-linear Stepper is a tab list (arrow keys move between
 * steps, Enter opens one; unreachable steps are disabled); each step's state is said in words for
 * screen readers (in the step's accessible name) as well as drawn.
 */
export function StepProgress({ onOpen }: { onOpen: (stepId: string) => void }) {
  const { service } = useStepper().config;
  const t = useT();
  const current = useStepperValue(stepIdAtom);
  const visited = useStepperValue(visitedAtom);
  const errors = useStepperValue(stepErrorsAtom);
  const steps = stepStatuses(service, { visited, errors });
  const active = steps.findIndex((s) => s.id === current);

  // On a narrow screen the list scrolls sideways: keep the open step in view, centred. A list
  // that opens on its first step is already there (at its start): reading its layout then would
  // have the browser lay out the whole new page once more before its first frame, for nothing.
  const list = useRef<HTMLElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    const opening = !shown.current;
    shown.current = true;
    if (opening && active <= 0) return;
    const box = list.current;
    const item = box?.querySelectorAll('li')[active];
    if (!box || !item || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = item.offsetLeft - (box.clientWidth - item.offsetWidth) / 2;
  }, [active]);

  // `isolation`: the list is its own stacking context, so the browser keeps its painting as one
  // cached piece and a key typed in a field does not repaint the list's discs and labels.
  return (
    <Box
      ref={list}
      component="nav"
      aria-label={t('forms.stepper.stepsLabel')}
      sx={{ overflowX: 'auto', pb: 1, position: 'relative', isolation: 'isolate' }}
    >
      <Stepper
        nonLinear
        alternativeLabel
        activeStep={active}
        component="ol"
        // Numbers the steps for their discs (step-dot.tsx).
        sx={{ p: 0, m: 0, counterReset: 'step' }}
      >
        {steps.map((s) => {
          const showError = s.invalid && visited.has(s.id) && s.id !== current;
          const state: MessageId =
            s.id === current
              ? 'forms.stepper.state.current'
              : showError
                ? 'forms.stepper.state.hasErrors'
                : s.complete
                  ? 'forms.stepper.state.completed'
                  : s.reachable
                    ? 'forms.stepper.state.notStarted'
                    : 'forms.stepper.state.notAvailable';
          return (
            <Step
              key={s.id}
              completed={s.complete && s.id !== current}
              component="li"
              sx={{ minWidth: 96, counterIncrement: 'step' }}
            >
              <StepButton
                onClick={() => onOpen(s.id)}
                disabled={!s.reachable}
                aria-controls={s.id === current ? 'step-panel' : undefined}
                // The visible title first, then what the drawing shows (WCAG 2.5.3, label in name).
                aria-label={t('forms.stepper.stepName', {
                  title: s.title,
                  number: s.index + 1,
                  count: steps.length,
                  state: t(state),
                })}
              >
                <StepLabel error={showError} slots={{ stepIcon: StepDot }}>
                  {s.title}
                </StepLabel>
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
