import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor, within } from '@testing-library/react';
import type * as Loader from '../../theme/portal-form-loader';
import { service, SLOW } from '../../__tests__/support';
import { stepFormCode } from '../../theme/step-form-code';
import { FactsStep } from '../facts-step';
import { createFormPort, type FormHandle } from '../form-port';
import { buildStepForm, initialStepData } from '../step-form-parts';

// RJSF's code (with MUI's form) comes after a form's first step; here the test holds it back.
const gate = vi.hoisted(() => ({
  held: undefined as Promise<void> | undefined,
  release: () => undefined as void,
}));
vi.mock('../../theme/portal-form-loader', async (original) => {
  const real = await original<typeof Loader>();
  return {
    loadedPortalForm: () => (gate.held ? undefined : real.loadedPortalForm()),
    loadPortalForm: () => (gate.held ? gate.held.then(real.loadPortalForm) : real.loadPortalForm()),
  };
});

function holdRjsf() {
  gate.held = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.held = undefined;
      resolve();
    };
  });
}

describe('a step of facts validated before RJSF’s code is in', SLOW, () => {
  it('passes nothing: it refuses, then shows the errors once the code has come', async () => {
    holdRjsf();
    const s = service('TreeFellingRePlantationService');
    const parts = buildStepForm(s, s.steps[0]!.id);
    const port = createFormPort();
    const { container } = render(
      <FactsStep
        ref={(handle: FormHandle | null) => port.attach(handle)}
        schema={parts.schema}
        uiSchema={parts.uiSchema}
        initialData={initialStepData({}, parts.step.fields)}
        readonly={false}
        extraErrors={undefined}
        port={port}
        code={stepFormCode(s.entry.folder)}
        transformErrors={(errors) => errors}
        focusOnFirstError={() => undefined}
        onChange={() => undefined}
      />,
    );
    // Drawn without it: the applicant's panel, its facts not given.
    expect(within(container).getByRole('heading', { name: 'Applicant information' })).toBeVisible();
    expect(within(container).getAllByText('Not given').length).toBeGreaterThan(0);
    let valid = true;
    act(() => {
      valid = port.validate(false);
    });
    expect(valid).toBe(false);
    expect(container.querySelectorAll('[id$="__error"]')).toHaveLength(0);
    await act(async () => gate.release());
    await waitFor(() =>
      expect(container.querySelectorAll('[id$="__error"]').length).toBeGreaterThan(0),
    );
    expect(port.validate(false)).toBe(false);
  });
});
