import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { SLOW } from '../../__tests__/support';
import { PortalForm } from '../../theme/portal-theme';

const schema: RJSFSchema = {
  type: 'object',
  properties: { latitude: { type: 'number', title: 'Latitude' } },
};
const uiSchema = { latitude: { 'ui:help': 'In decimal degrees, e.g. 20.9374' } };

describe('help text under a field', SLOW, () => {
  it('stays in the neutral colour when the field has an error, unlike the error itself', () => {
    render(
      <PortalForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={{ latitude: 200 }}
        extraErrors={
          new ErrorSchemaBuilder().addErrors('Enter a latitude between -90 and 90', ['latitude'])
            .ErrorSchema
        }
      />,
    );
    const error = screen.getByText('Enter a latitude between -90 and 90');
    const help = screen.getByText('In decimal degrees, e.g. 20.9374');
    // MUI draws a helper text red by the class Mui-error (from the field's error state).
    expect(error.closest('.MuiFormHelperText-root')).toHaveClass('Mui-error');
    expect(help.closest('.MuiFormHelperText-root')).not.toHaveClass('Mui-error');
  });
});
