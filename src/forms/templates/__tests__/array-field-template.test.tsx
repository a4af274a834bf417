import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { FormProps } from '@rjsf/core';
import { SLOW } from '../../__tests__/support';
import { PortalForm } from '../../theme/portal-theme';

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

const floors: RJSFSchema = {
  type: 'object',
  properties: {
    floors: {
      type: 'array',
      title: 'Floors',
      minItems: 1,
      items: {
        type: 'object',
        title: 'Floor',
        properties: {
          level: { type: 'string', title: 'Level' },
          use: { type: 'string', title: 'Use', enum: ['Production', 'Office'] },
          area: { type: 'number', title: 'Area (m²)' },
        },
        required: ['level', 'area'],
      },
    },
  },
};
const tableUi = { floors: { 'ui:options': { layout: 'table' } } };

/** The floors as a table, with two rows; returns the user-event driver. */
function renderFloorTable(extra: Partial<FormProps> = {}) {
  const user = userEvent.setup();
  render(
    <PortalForm
      schema={floors}
      uiSchema={tableUi}
      validator={validator}
      formData={{
        floors: [
          { level: 'Ground', use: 'Production', area: 2400 },
          { level: 'First', use: 'Office', area: 600 },
        ],
      }}
      {...extra}
    />,
  );
  return user;
}

describe('lists laid out as a table', SLOW, () => {
  it('name each box by its column and row, and each Remove button by its row', async () => {
    const user = renderFloorTable();
    const header = [...document.querySelectorAll('.table-list-header')].map((e) => e.textContent);
    expect(header).toEqual(['Floor', 'Level *', 'Use', 'Area (m²) *', '']);
    expect(screen.getByRole('textbox', { name: 'Level Floor 2' })).toHaveValue('First');
    expect(screen.getByRole('combobox', { name: 'Use Floor 1' })).toHaveTextContent('Production');
    expect(screen.getByRole('spinbutton', { name: 'Area (m²) Floor 2' })).toHaveValue(600);
    await user.click(screen.getByRole('combobox', { name: 'Use Floor 2' }));
    expect(await screen.findByRole('listbox', { name: 'Use Floor 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Production' }));
    expect(screen.getByRole('combobox', { name: 'Use Floor 2' })).toHaveTextContent('Production');
    // No card or heading per row: the rows are lines of one table.
    expect(screen.queryByRole('group', { name: 'Floor 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Floor 1' }));
    expect(screen.getByRole('textbox', { name: 'Level Floor 1' })).toHaveValue('First');
    expect(screen.queryByRole('textbox', { name: 'Level Floor 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    const added = await screen.findByRole('textbox', { name: 'Level Floor 2' });
    await user.type(added, 'Second');
    expect(added).toHaveValue('Second');
  });

  it('show no column labels over an empty list, only its add button', async () => {
    const user = userEvent.setup();
    const optional = structuredClone(floors);
    delete (optional.properties!.floors as RJSFSchema).minItems;
    render(
      <PortalForm
        schema={optional}
        uiSchema={tableUi}
        validator={validator}
        formData={{ floors: [] }}
      />,
    );
    expect(screen.queryByText('Level')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    expect(await screen.findByRole('textbox', { name: 'Level Floor 1' })).toBeInTheDocument();
    expect(document.querySelectorAll('.table-list-header')).toHaveLength(5);
  });

  it('shows a field error under its box and links it to the box', async () => {
    renderFloorTable({
      extraErrors: new ErrorSchemaBuilder().addErrors('Enter the area of this floor', [
        'floors',
        1,
        'area',
      ]).ErrorSchema,
    });
    const area = screen.getByRole('spinbutton', { name: 'Area (m²) Floor 2' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Enter the area of this floor');
    expect(screen.getByRole('spinbutton', { name: 'Area (m²) Floor 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});
