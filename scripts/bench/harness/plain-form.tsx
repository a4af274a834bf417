/** Variant (c): the synthetic schema in a plain @rjsf/mui Form, as the library ships it. */
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { ReadyMark } from './ready';
import { syntheticService } from './synthetic';

/** Renders the n-field synthetic schema with RJSF's defaults and noHtml5Validate. */
export function PlainForm({ n }: { n: number }) {
  const { schema, data } = syntheticService(n);
  return (
    <>
      <Form schema={schema as RJSFSchema} formData={data} validator={validator} noHtml5Validate />
      <ReadyMark />
    </>
  );
}
