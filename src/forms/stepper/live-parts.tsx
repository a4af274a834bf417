import { TentativeCostPanel, type ServerFee } from '../fees/fee-panel';
import { ReviewStep } from '../review/review-step';
import { useStepper } from './stepper-context';
import { answersAtom } from './stepper-state';
import { useStepperValue } from './use-stepper-value';

/** Review reads the answers itself, so typing on other steps never re-renders the view. */
export function LiveReview({ onChangeStep }: { onChangeStep?: (id: string) => void }) {
  const { service } = useStepper().config;
  return (
    <ReviewStep
      service={service}
      answers={useStepperValue(answersAtom)}
      onChangeStep={onChangeStep}
    />
  );
}

/** The tentative cost of the current answers (or the server's figure once it has one). */
export function LiveFee({ server }: { server?: ServerFee }) {
  const { service, plotFacts, rates } = useStepper().config;
  const answers = useStepperValue(answersAtom);
  return (
    <TentativeCostPanel
      service={service}
      answers={answers}
      plot={plotFacts}
      rates={rates}
      server={server}
    />
  );
}
