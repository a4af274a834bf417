import type { FieldTemplateProps } from '@rjsf/utils';
// The module, not the package's index: a step of facts is drawn without the rest of RJSF.
import { errorId } from '@rjsf/utils/lib/idGenerators.js';
import { t } from '@/i18n/i18n';
import { formatValue } from '../review/format-value';
import styles from './facts.module.css';

/** A field's template props with the errors as shown (held during a press, press-hold.ts). */
export type FactProps = Pick<
  FieldTemplateProps,
  'id' | 'label' | 'schema' | 'formData' | 'uiSchema' | 'rawErrors'
>;

/**
 * A read-only single value (a prefilled plot or applicant fact) shown as label and text, not as a
 * disabled input: it reads as a fact and costs no input component. Plain elements and CSS
 * (facts.module.css): every service's first step draws dozens of these before MUI and RJSF have
 * loaded (stepper/facts-step.tsx).
 */
export function Fact({ id, label, schema, formData, uiSchema, rawErrors = [] }: FactProps) {
  return (
    <div className={styles.fact}>
      <div id={`${id}-label`} className={styles.label}>
        {label}
      </div>
      <p
        id={id}
        className={styles.value}
        aria-labelledby={`${id}-label`}
        aria-describedby={rawErrors.length ? errorId(id) : undefined}
        tabIndex={rawErrors.length ? -1 : undefined}
      >
        {formatValue(schema, formData, uiSchema)}
      </p>
      {rawErrors.length ? (
        // A prefilled fact cannot be typed here; the message says what the plot record lacks.
        <p id={errorId(id)} className={styles.error}>
          {t('forms.fields.updateProfile', { errors: rawErrors.join(' ') })}
        </p>
      ) : null}
    </div>
  );
}

/** Whether FieldTemplate shows this field as a Fact. */
export function isFact(props: FieldTemplateProps): boolean {
  const { readonly, schema, hidden, uiSchema } = props;
  return (
    Boolean(readonly) &&
    !hidden &&
    schema.type !== 'object' &&
    schema.type !== 'array' &&
    !uiSchema?.['ui:field']
  );
}
