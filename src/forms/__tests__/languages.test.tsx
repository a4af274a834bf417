/**
 * The engine's own texts in the chosen language (issue 20): the stepper's buttons and step list,
 * RJSF's built-in texts (through translateString), the engine's validation messages, the
 * acknowledgement. Service texts come from the definition (translated when it is loaded).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogEntry } from '@/domain/catalog/types';
import { loadService } from '@/domain/catalog/load-service';
import { activateLanguage, loadAllAreas } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { UiLanguage } from '@/domain/i18n/languages';
import { files, renderStepper, SLOW } from './support';
import { withEngineUi } from '../catalog/engine-ui';
import { Acknowledgement } from '../lifecycle/acknowledgement';

/** A two-step service: a required name, and a list of trees; no default messages of its own. */
function smallService() {
  const entry: CatalogEntry = {
    id: 'Small',
    folder: 'small',
    title: 'Small',
    description: '',
    serviceMasterId: 0,
    submitMode: 'direct',
    version: 1,
  };
  const own = {
    'small/schema.json': {
      type: 'object',
      required: ['owner'],
      properties: {
        owner: {
          type: 'object',
          title: 'Owner',
          required: ['name'],
          properties: { name: { type: 'string', title: 'Name' } },
        },
        trees: {
          type: 'array',
          title: 'Trees',
          items: {
            type: 'object',
            title: 'Tree',
            properties: { species: { type: 'string', title: 'Species' } },
          },
        },
      },
    },
    'small/ui.json': {},
    'small/steps.json': {
      title: 'Small',
      version: 1,
      submitMode: 'direct',
      steps: [
        { id: 'owner', title: 'Owner', fields: ['owner'] },
        { id: 'trees', title: 'Trees', fields: ['trees'] },
      ],
    },
  };
  // The engine's own messages are the ones under test: the service brings none.
  return { ...withEngineUi(loadService({ ...files, ...own }, entry)), messages: {} };
}

async function speak(language: UiLanguage) {
  await activateLanguage(language);
  await loadAllAreas();
}

afterEach(async () => {
  await activateLanguage('en');
});

describe('the stepper in Marathi', SLOW, () => {
  it('says Next, Back and the step list in Marathi, and a missing answer in Marathi', async () => {
    await speak('mr');
    const { user } = renderStepper(smallService(), { initialAnswers: {} });
    expect(screen.getByRole('button', { name: 'मागे' })).toBeDisabled();
    const nav = screen.getByRole('navigation', { name: 'अर्जाचे टप्पे' });
    expect(
      within(nav).getByRole('tab', { name: 'Owner (3 पैकी टप्पा 1, सध्याचा टप्पा)' }),
    ).toBeVisible();
    expect(within(nav).getByText('तपासा आणि सादर करा')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पुढे' }));
    const name = await screen.findByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('हे क्षेत्र आवश्यक आहे'));
  });

  it("names RJSF's list buttons in Marathi (translateString) and the add button by its row", async () => {
    await speak('mr');
    const { user } = renderStepper(smallService(), {
      initialAnswers: { owner: { name: 'Asha' }, trees: [{ species: 'Neem' }] },
      initialStep: 'trees',
    });
    expect(screen.getByRole('button', { name: 'काढा' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tree जोडा' }));
    expect(screen.getAllByRole('button', { name: 'काढा' })).toHaveLength(2);
  });

  it('keeps English when English is chosen', async () => {
    const { user } = renderStepper(smallService(), { initialAnswers: {} });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = await screen.findByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'));
  });
});

describe('the acknowledgement in Hindi', SLOW, () => {
  it('reads in Hindi: title, terms, status and link', async () => {
    await speak('hi');
    renderWithProviders(
      <Acknowledgement
        service={smallService()}
        result={{
          SubmissionId: 'APP-2026-0001',
          Status: 'PaymentPending',
          TentativeCost: 100000,
          SubmittedDate: '2026-03-05T10:00:00Z',
          FeeLines: [],
          at: '2026-03-05T10:00:00Z',
        }}
        renderPayment={() => null}
      />,
    );
    expect(screen.getByText('आवेदन जमा हो गया')).toBeInTheDocument();
    expect(screen.getByText('जमा करने की आईडी')).toBeInTheDocument();
    expect(screen.getByText('भुगतान लंबित')).toBeInTheDocument();
    expect(screen.getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(screen.getByText('05-03-2026, 15:30 भा.मा.स.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'भूखंड सारांश पर जाएँ' })).toBeInTheDocument();
  });
});
