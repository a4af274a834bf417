import { useEffect, useRef, useState, type ReactNode } from 'react';
import { editableStates, type ApplicationState } from '@/domain/applications/states';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { ServerFee } from '../fees/fee-panel';
import { conflictAtom } from '../lifecycle/conflict';
import { useLocalCopy } from '../lifecycle/use-local-copy';
import { stateLabel } from '../lifecycle/lifecycle-texts';
import { setAsideAtom } from '../lifecycle/set-aside';
import { useNoteSetAside } from '../lifecycle/use-note-set-aside';
import { useDraftSaving } from '../lifecycle/use-draft-saving';
import { useSubmit } from '../lifecycle/use-submit';
import { StepForm } from '../stepper/step-form';
import { REVIEW_STEP } from '../stepper/step-list';
import { StepNav } from '../stepper/step-nav';
import { StepProgress } from '../stepper/step-progress';
import { useStepper } from '../stepper/stepper-context';
import {
  answersResetAtom,
  draftVersionAtom,
  focusErrorAtom,
  replaceAnswersAtom,
  stepIdAtom,
  submissionIdAtom,
  submittedAtom,
} from '../stepper/stepper-state';
import { useJourney } from '../stepper/use-journey';
import { useDomainValidators } from '../validation/use-domain-validators';
import { lazyPage } from '@/lib/lazy-module';
import { PageLoader } from '@/ui/page-loader';
import { PartBoundary } from '@/ui/part-boundary';
import { useStepperValue } from '../stepper/use-stepper-value';
import styles from './step-panel.module.css';
import { loadStepperParts } from './stepper-parts-loader';

const Acknowledgement = lazyPage(loadStepperParts, 'Acknowledgement');
const ConflictDialog = lazyPage(loadStepperParts, 'ConflictDialog');
const LifecycleBar = lazyPage(loadStepperParts, 'LifecycleBar');
const MigrationPanel = lazyPage(loadStepperParts, 'MigrationPanel');
const RestoreOffer = lazyPage(loadStepperParts, 'RestoreOffer');
const LiveFee = lazyPage(loadStepperParts, 'LiveFee');
const LiveReview = lazyPage(loadStepperParts, 'LiveReview');

/** Props of StepperView. */
export interface StepperViewProps {
  /** The fee the server computed, for an application already submitted. */
  serverFee?: ServerFee;
}

/** The stepper's screen: step list, the open step (or Review), cost, navigation. */
export function StepperView({ serverFee }: StepperViewProps) {
  const c = useStepper();
  const t = useT();
  const { service, mode, status } = c.config;
  const stepId = useStepperValue(stepIdAtom);
  const submitted = useStepperValue(submittedAtom);
  const submissionId = useStepperValue(submissionIdAtom);
  const editable = editableStates.has(status) && !submitted;
  const drafts = mode === 'live' && service.submitMode === 'draft' && editable;
  const save = useDraftSaving(drafts);
  const local = useLocalCopy(mode === 'live' && editable);
  const reset = useStepperValue(answersResetAtom);
  const submit = useSubmit(save);
  const journey = useJourney();
  const setAside = useStepperValue(setAsideAtom);
  const noteSetAside = useNoteSetAside();
  // Review walks the answers' conditions with the domain validators (a service page loads them
  // after its first frame; the moves to Review wait for them, an address naming Review does here).
  const reviewReady = useDomainValidators(service, stepId === REVIEW_STEP && !submitted);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A new step moves the focus to its heading (a jump to an error then moves it on to the field).
  useEffect(() => {
    c.config.onStepChange?.(stepId);
    if (first.current) {
      first.current = false;
      return;
    }
    if (!c.store.get(focusErrorAtom)) heading.current?.focus();
  }, [stepId, c]);

  useEffect(() => {
    if (submitted) c.config.onSubmitted?.();
  }, [submitted, c]);

  if (submitted) {
    const fee = { total: submitted.TentativeCost, lines: submitted.FeeLines };
    return (
      <PartBoundary fallback={<PageLoader />}>
        <Acknowledgement
          service={service}
          result={submitted}
          onClosed={c.config.onClosed}
          renderPayment={c.config.renderPayment}
        />
        <LiveFee server={fee} />
      </PartBoundary>
    );
  }
  const review = stepId === REVIEW_STEP;
  const step = service.steps.find((s) => s.id === stepId);
  // The applicant chose between this page's answers and those saved elsewhere (conflict.ts).
  const keepMine = () => {
    const conflict = c.store.get(conflictAtom);
    if (!conflict) return;
    c.store.set(draftVersionAtom, conflict.stored.version);
    c.store.set(conflictAtom, null);
    void save('manual');
  };
  const useStored = () => {
    const conflict = c.store.get(conflictAtom);
    if (!conflict) return;
    c.store.set(draftVersionAtom, conflict.stored.version);
    c.store.set(conflictAtom, null);
    c.store.set(replaceAnswersAtom, conflict.stored.data);
  };
  const showFee = review || Boolean(step?.showFee);

  return (
    <>
      {local.offer ? (
        <PartBoundary>
          <RestoreOffer copy={local.offer} onRestore={local.restore} onDiscard={local.discard} />
        </PartBoundary>
      ) : null}
      <ConflictGate>
        <ConflictDialog onKeepMine={keepMine} onUseStored={useStored} />
      </ConflictGate>
      {setAside ? (
        <PartBoundary>
          <MigrationPanel
            service={service}
            fromVersion={setAside.fromVersion}
            issues={setAside.answers}
            newerVersion={setAside.newerVersion}
            onNoted={noteSetAside}
            onReload={() => window.location.reload()}
          />
        </PartBoundary>
      ) : null}
      <StepProgress onOpen={journey.goTo} />
      <section
        id="step-panel"
        className={styles.panel}
        role="tabpanel"
        aria-labelledby="step-title"
      >
        <h2 id="step-title" ref={heading} tabIndex={-1} className={styles.title}>
          {review ? t('forms.stepper.reviewTitle') : step?.title}
        </h2>
        {(review ? reviewHint(editable, status) : step?.description) ? (
          <p className={styles.lead}>{review ? reviewHint(editable, status) : step?.description}</p>
        ) : null}
        <PartBoundary resetKey={stepId} fallback={<PageLoader />}>
          {!review ? (
            <StepForm key={`${stepId}:${reset}`} stepId={stepId} />
          ) : reviewReady ? (
            <LiveReview onChangeStep={editable ? journey.goTo : undefined} />
          ) : (
            <PageLoader />
          )}
        </PartBoundary>
      </section>
      {showFee ? (
        <PartBoundary>
          <LiveFee server={serverFee} />
        </PartBoundary>
      ) : null}
      <StepNav
        editable={editable}
        onSave={drafts ? () => void save('manual') : undefined}
        onSubmit={() => void submit()}
      />
      {mode === 'live' && submissionId ? (
        <PartBoundary>
          <LifecycleBar
            service={service}
            submissionId={submissionId}
            // A draft first saved in this visit is a Draft now, whatever it was when opened.
            status={status === 'New' ? 'Draft' : status}
            onClosed={c.config.onClosed}
          />
        </PartBoundary>
      ) : null}
    </>
  );
}

/** The conflict dialog, loaded with the first conflict and kept from then on (it fades out). */
function ConflictGate({ children }: { children: ReactNode }) {
  const conflict = useStepperValue(conflictAtom);
  const [seen, setSeen] = useState(false);
  if (conflict && !seen) setSeen(true);
  return seen || conflict ? <PartBoundary>{children}</PartBoundary> : null;
}

/** What Review says; an application opened after its submission says which state it is in. */
function reviewHint(editable: boolean, status: ApplicationState): string {
  return editable
    ? translate('forms.stepper.reviewHint')
    : translate('forms.stepper.submittedHint', { status: stateLabel(status) });
}
