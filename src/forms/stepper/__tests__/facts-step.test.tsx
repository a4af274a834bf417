import { createRef, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, within } from '@testing-library/react';
import { withTheme } from '@rjsf/core';
import type Form from '@rjsf/core';
import type { ErrorSchema, FieldTemplateProps, RJSFValidationError } from '@rjsf/utils';
import type { LoadedService } from '@/domain/catalog/types';
import catalogJson from '../../../../services.catalog.json';
import { sample, service, SLOW } from '../../__tests__/support';
import { Fact, isFact } from '../../templates/fact';
import factStyles from '../../templates/facts.module.css';
import { ObjectFieldTemplate } from '../../templates/object-field-template';
import { defaultFormState } from '../../validation/default-form-state';
import { stepValidator } from '../../validation/step-validator';
import { stepFormCode } from '../../theme/step-form-code';
import { FactsStep } from '../facts-step';
import { createFormPort, type FormHandle } from '../form-port';
import { buildStepForm, factsOnly, initialStepData } from '../step-form-parts';

/**
 * RJSF's form with the engine's facts templates: how a step of facts was drawn before it was drawn
 * without RJSF (facts-step.tsx), which must draw and validate it alike.
 */
function FactOrGroup(props: FieldTemplateProps) {
  if (isFact(props)) return <Fact {...props} />;
  return (
    <div className={props.classNames} style={props.style}>
      <div className={factStyles.group}>
        {props.children}
        {props.errors}
        {props.help}
      </div>
    </div>
  );
}
const RjsfFacts = withTheme({ templates: { FieldTemplate: FactOrGroup, ObjectFieldTemplate } });

const ids = (catalogJson as { services: { id: string }[] }).services.map((s) => s.id);

interface Case {
  answers: Record<string, unknown>;
  locked: boolean;
  extraErrors?: ErrorSchema;
}

/** The step drawn both ways, with the focus each validation asked for. */
function drawBoth(s: LoadedService, stepId: string, { answers, locked, extraErrors }: Case) {
  const parts = buildStepForm(s, stepId);
  const initial = initialStepData(answers, parts.step.fields);
  const focused: (string | undefined)[][] = [[], []];
  const transformErrors = (errors: RJSFValidationError[]) => errors;
  const rjsf = createRef<Form>();
  const plain = createRef<FormHandle>();
  const before = render(
    <RjsfFacts
      ref={rjsf}
      schema={parts.schema}
      uiSchema={parts.uiSchema}
      validator={stepValidator(parts.schema)}
      initialFormData={initial}
      readonly={locked}
      noHtml5Validate
      liveValidate="onChange"
      showErrorList={false}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      focusOnFirstError={(e) => focused[0]!.push(e.property)}
      onError={() => undefined}
      idPrefix="root"
      experimental_defaultFormStateBehavior={defaultFormState(parts.step.fields)}
    />,
  );
  const after = render(
    <FactsStep
      ref={plain}
      schema={parts.schema}
      uiSchema={parts.uiSchema}
      initialData={initial}
      readonly={locked}
      extraErrors={extraErrors}
      port={createFormPort()}
      code={stepFormCode(s.entry.folder)}
      transformErrors={transformErrors}
      focusOnFirstError={(e) => focused[1]!.push(e.property)}
      onChange={() => undefined}
    />,
  );
  return { parts, before, after, rjsf, plain: plain as RefObject<FormHandle>, focused };
}

describe('a step of facts drawn without RJSF', SLOW, () => {
  it('draws every service’s facts steps as RJSF did, new or submitted', () => {
    let steps = 0;
    for (const id of ids) {
      const s = service(id);
      for (const step of s.steps) {
        for (const locked of [false, true]) {
          if (!factsOnly(buildStepForm(s, step.id), locked)) continue;
          const { before, after } = drawBoth(s, step.id, { answers: sample(s), locked });
          expect(after.container.innerHTML, `${id} ${step.id}`).toBe(before.container.innerHTML);
          before.unmount();
          after.unmount();
          steps += 1;
        }
      }
    }
    expect(steps).toBeGreaterThan(ids.length);
  });

  it('refuses a step whose facts are missing as RJSF did: the same errors, beside the same facts', () => {
    for (const id of ids) {
      const s = service(id);
      const first = s.steps[0]!.id;
      const { before, after, rjsf, plain, focused } = drawBoth(s, first, {
        answers: {},
        locked: false,
      });
      let answers: boolean[] = [];
      act(() => {
        answers = [rjsf.current!.validateForm(), plain.current.validateForm()];
      });
      expect(answers, id).toEqual([false, false]);
      expect(focused[1], id).toEqual(focused[0]);
      expect(focused[1]!.length, id).toBe(1);
      expect(after.container.querySelectorAll('[id$="__error"]').length, id).toBeGreaterThan(0);
      expect(after.container.innerHTML, id).toBe(before.container.innerHTML);
      before.unmount();
      after.unmount();
    }
  });

  it('shows errors placed from outside beside a fact and a group, which do not refuse the step', () => {
    const s = service('TreeFellingRePlantationService');
    const extraErrors = {
      applicant: { __errors: ['Checked by the corporation'], fullName: { __errors: ['Not ours'] } },
    } as unknown as ErrorSchema;
    const { before, after, rjsf, plain } = drawBoth(s, s.steps[0]!.id, {
      answers: sample(s),
      locked: false,
      extraErrors,
    });
    expect(within(after.container).getByText('Checked by the corporation')).toBeInTheDocument();
    expect(within(after.container).getByText(/Not ours/)).toBeInTheDocument();
    expect(after.container.innerHTML).toBe(before.container.innerHTML);
    let answers: boolean[] = [];
    act(() => {
      answers = [rjsf.current!.validateForm(), plain.current.validateForm()];
    });
    expect(answers).toEqual([true, true]);
    expect(after.container.innerHTML).toBe(before.container.innerHTML);
  });
});
