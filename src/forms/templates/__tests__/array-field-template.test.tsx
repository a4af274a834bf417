import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { SLOW } from '../../__tests__/support';
import { PortalForm } from '../../theme';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    surfaces: {
      type: 'array',
      title: 'Road surfaces to cut',
      items: {
        type: 'object',
        title: 'Surface',
        properties: { kind: { type: 'string', title: 'Kind' } },
      },
    },
    codes: { type: 'array', title: 'Codes', items: { type: 'object', title: 'HS code' } },
  },
};

/** The form with two rows in its list of surfaces; returns the user-event driver. */
function renderTwoSurfaces() {
  const user = userEvent.setup();
  render(
    <PortalForm
      schema={schema}
      validator={validator}
      formData={{ surfaces: [{ kind: 'Tar' }, { kind: 'Concrete' }] }}
    />,
  );
  return user;
}

describe('lists in the form', SLOW, () => {
  it('number their rows as the Review does and name what the add button adds', async () => {
    const user = renderTwoSurfaces();
    expect(screen.getByText('Surface 1')).toBeInTheDocument();
    expect(screen.getByText('Surface 2')).toBeInTheDocument();
    expect(screen.queryByText('Surface')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add surface' }));
    expect(await screen.findByText('Surface 3')).toBeInTheDocument();
    // An abbreviation keeps its capitals.
    expect(screen.getByRole('button', { name: 'Add HS code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Item/i })).not.toBeInTheDocument();
  });

  it('name each row card by its heading, so its Remove button says which row it removes', async () => {
    const user = renderTwoSurfaces();
    const second = screen.getByRole('group', { name: 'Surface 2' });
    expect(within(second).getByRole('textbox', { name: 'Kind' })).toHaveValue('Concrete');
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Surface 2' })).not.toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Surface 1' });
    expect(within(first).getByRole('textbox', { name: 'Kind' })).toHaveValue('Tar');
  });
});
