/**
 * A step of facts (`factsOnly` in step-form-parts.ts: every service's first step, the applicant,
 * company and plot from the registration) drawn with plain React from the step's schema, UI
 * schema and answers: the elements, ids and labels RJSF's form drew with the engine's templates
 * (`Fact`, `ObjectGrid`), without RJSF's code. A form's first step so shows before RJSF, MUI and
 * the validators have loaded; they come with the code the later steps need (laterCode,
 * theme/step-form-code.ts), and the moves wait for it. Validating the step (Next, Submit's jump
 * back, a draft's marks) is RJSF's own validation of the step (validation/facts-rules.ts), as its
 * form did it.
 */
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
// The modules, not the package's index: the first step takes no more of RJSF than these helpers.
import getUiOptions from '@rjsf/utils/lib/getUiOptions.js';
import { errorId } from '@rjsf/utils/lib/idGenerators.js';
import orderProperties from '@rjsf/utils/lib/orderProperties.js';
import type { JSONSchema7 } from 'json-schema';
import type { UiSchema } from '@/domain/catalog/types';
import { isRecord } from '@/domain/catalog/json';
import { Fact } from '../templates/fact';
import { ObjectGrid } from '../templates/object-grid';
import factStyles from '../templates/facts.module.css';
import type { StepFormCode } from '../theme/step-form-code';
import type { FormHandle, FormPort } from './form-port';
import { focusFirstShownError } from './use-step-validation';
import { whenIdle } from './when-idle';

/** What the step form hands to a step of facts. */
export interface FactsStepProps {
  ref: Ref<FormHandle>;
  schema: JSONSchema7;
  uiSchema: UiSchema;
  initialData: Record<string, unknown>;
  /** The form is shown, not edited (submitted, or in a state that cannot change). */
  readonly: boolean;
  /** Errors placed from outside: the service's checks, a refused submission. */
  extraErrors: ErrorSchema | undefined;
  port: FormPort;
  /** RJSF's code for this service (its form and step validators), which validating needs. */
  code: StepFormCode;
  transformErrors: (errors: RJSFValidationError[]) => RJSFValidationError[];
  focusOnFirstError: (error: RJSFValidationError) => void;
  /** The step's answers changed (RJSF's defaults filled in, a hidden answer cleared). */
  onChange: (data: unknown) => void;
}

/** The step of facts as a form: a handle like RJSF's for the stepper's port. */
export function FactsStep(props: FactsStepProps) {
  const { ref, schema, uiSchema, readonly, extraErrors } = props;
  const [data, setData] = useState(props.initialData);
  // The errors of the last validation (RJSF's schema validation), shown with the extra errors.
  const [validated, setValidated] = useState<ErrorSchema | undefined>(undefined);
  // The error a validation with focus (Next, Submit's jump) found first, focused once drawn.
  const focusAfter = useRef<string | undefined>(undefined);
  // What the handle's calls (after a press, a timer) read: the props and answers last drawn.
  const latest = useRef({ props, data });
  useLayoutEffect(() => {
    latest.current = { props, data };
  });

  // RJSF starts from the schema's defaults for the answers given and reports them as a change:
  // done once its code is in (requested once the step is on screen, and before any move).
  const settle = useCallback(() => {
    const { props: now, data: current } = latest.current;
    const rules = now.code.loaded()?.factsRules;
    if (!rules) return current;
    const filled = rules.withDefaults(now.schema, current);
    if (!rules.sameData(filled, current)) {
      latest.current.data = filled;
      setData(filled);
      now.onChange(filled);
    }
    return filled;
  }, []);

  useImperativeHandle(
    ref,
    (): FormHandle => ({
      validateForm() {
        const { props: now } = latest.current;
        const code = now.code.loaded();
        if (!code) {
          // The moves wait for this code; anything else (a draft's marks) validates once it is in.
          const focus = now.port.focusing();
          void now.code.load().then(
            () => now.port.validate(focus),
            () => undefined,
          );
          return false;
        }
        const result = code.factsRules.validate(
          now.schema,
          now.uiSchema,
          settle(),
          now.transformErrors,
          now.extraErrors,
        );
        // Before the errors are drawn, as RJSF's form does it; a fact can take the focus only
        // once its error is drawn (it has no tabindex before), so it is asked again then.
        const first = result.refused ? result.errors[0] : undefined;
        if (first) now.focusOnFirstError(first);
        if (first && now.port.focusing()) focusAfter.current = first.property ?? '';
        setValidated(result.schemaErrors);
        return !result.refused;
      },
      setFieldValue(path, value) {
        // The answer writer has the step's answers with this one changed already; this is the view.
        const next = withValueAt(latest.current.data, path, value);
        latest.current.data = next;
        setData(next);
      },
    }),
    [settle],
  );
  useLayoutEffect(() => {
    const property = focusAfter.current;
    focusAfter.current = undefined;
    if (property !== undefined) focusFirstShownError(property);
  }, [validated]);

  const { code } = props;
  useEffect(() => {
    let live = true;
    // The steps after a step of facts have fields to fill in: their code (with RJSF) loads while
    // this one is read, and the answers are settled as RJSF's form would have at once.
    const cancel = whenIdle(
      () =>
        void code.load().then(
          () => live && settle(),
          () => undefined, // a failed download is tried again by the move that needs it (domain-gate.ts)
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [settle, code]);

  // A validation ran only with RJSF's code in.
  const rules = code.loaded()?.factsRules;
  const errors = validated && rules ? rules.mergeErrors(validated, extraErrors) : extraErrors;
  return (
    <form className="rjsf" noValidate>
      {field({ id: 'root', name: '', schema, ui: uiSchema, value: data, errors, readonly })}
    </form>
  );
}

interface FieldArgs {
  id: string;
  name: string;
  schema: JSONSchema7;
  ui: UiSchema | undefined;
  value: unknown;
  errors: ErrorSchema | undefined;
  /** Read-only from above (the form's or a group's). */
  readonly: boolean;
}

/** One field as RJSF's SchemaField drew it with the facts templates: a group or a `Fact`. */
function field({ id, name, schema, ui, value, errors, readonly }: FieldArgs) {
  const options = getUiOptions(ui);
  const own = (errors as { __errors?: string[] } | undefined)?.__errors;
  if (schema.type !== 'object') {
    return (
      <Fact
        id={id}
        label={String(options.title || schema.title || name)}
        schema={schema}
        formData={value}
        uiSchema={ui}
        rawErrors={own}
      />
    );
  }
  const inGroup = Boolean(options.readonly ?? (readonly || schema.readOnly));
  const data = isRecord(value) ? value : undefined;
  const names = orderProperties(Object.keys(schema.properties ?? {}), options.order as string[]);
  const classNames = ['rjsf-field', 'rjsf-field-object'];
  if (own?.length) classNames.push('rjsf-field-error');
  if (options.classNames) classNames.push(String(options.classNames));
  return (
    <div className={classNames.join(' ').trim()} style={options.style as object | undefined}>
      <div className={factStyles.group}>
        <ObjectGrid
          id={id}
          facts={inGroup}
          title={options.label === false ? '' : String(options.title ?? schema.title ?? name)}
          properties={names.map((child) => ({
            name: child,
            hidden: false,
            content: field({
              id: `${id}_${child}`,
              name: child,
              schema: schema.properties?.[child] as JSONSchema7,
              ui: ui?.[child] as UiSchema | undefined,
              value: data?.[child],
              errors: (errors as Record<string, ErrorSchema> | undefined)?.[child],
              readonly: inGroup,
            }),
          }))}
          schema={schema}
          uiSchema={ui}
        />
        {own?.length ? (
          // RJSF's own error list of a field (its FieldErrorTemplate), for an error on a group.
          <div>
            <ul id={errorId(id)} className="error-detail bs-callout bs-callout-info">
              {own.filter(Boolean).map((message, i) => (
                <li key={i} className="text-danger">
                  {message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** `root` with `value` at `path` (undefined removes it), as a new object. */
function withValueAt(
  root: Record<string, unknown>,
  path: readonly (string | number)[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return root;
  const copy: Record<string, unknown> = { ...root };
  const key = String(head);
  const next = rest.length ? withValueAt(isRecord(root[key]) ? root[key] : {}, rest, value) : value;
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}
