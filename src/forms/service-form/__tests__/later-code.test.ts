import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stepFormCode } from '../../theme/step-form-code';
import { preloadLaterCode } from '../later-code';
import { loadStepperParts } from '../stepper-parts-loader';

// What the later code is made of, watched: MUI's form with the step validators, and the
// stepper's MUI parts.
const formLoad = vi.fn(() => Promise.resolve());
vi.mock('../../theme/step-form-code', () => ({
  stepFormCode: vi.fn(() => ({ loaded: () => undefined, load: formLoad })),
}));
vi.mock('../stepper-parts-loader', () => ({
  loadStepperParts: vi.fn(() => Promise.resolve()),
}));

describe('the later code of a resumed application', () => {
  beforeEach(() => vi.clearAllMocks());

  it('is asked for when the application opens past its first step', async () => {
    await preloadLaterCode('CombinedPlanApprovalService', 'building');
    expect(stepFormCode).toHaveBeenCalledWith('combined-plan-approval');
    expect(formLoad).toHaveBeenCalledTimes(1);
    expect(loadStepperParts).toHaveBeenCalledTimes(1);
  });

  it('is not asked for when it opens on its first step, drawn without it', async () => {
    await preloadLaterCode('CombinedPlanApprovalService', 'applicant');
    expect(formLoad).not.toHaveBeenCalled();
    expect(loadStepperParts).not.toHaveBeenCalled();
  });

  it('is not asked for a service the catalogue does not have', async () => {
    await preloadLaterCode('NoSuchService', 'building');
    expect(stepFormCode).not.toHaveBeenCalled();
  });

  it('settles when the download fails: the step asks again when it renders', async () => {
    formLoad.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadLaterCode('TreeFellingRePlantationService', 'trees')).resolves.toBe(
      undefined,
    );
    expect(formLoad).toHaveBeenCalledTimes(1);
  });
});
