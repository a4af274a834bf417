import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TimelineEntry } from '@/api/applications';
import { activateLanguage, loadCatalogsNow } from '@/i18n/i18n';
import { FeeTable } from '../application-parts';
import { actionLabel, lifecycleMessage, statusLabel } from '../labels';
import { Timeline } from '../timeline';

const catalogs = {
  mr: import.meta.glob('../../../i18n/catalogs/mr/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  hi: import.meta.glob('../../../i18n/catalogs/hi/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
};

async function speak(language: 'mr' | 'hi') {
  loadCatalogsNow(language, catalogs[language]);
  await activateLanguage(language);
}

afterEach(() => activateLanguage('en'));

const entries: TimelineEntry[] = [
  {
    Status: 'ClarificationSought',
    From: 'UnderScrutiny',
    Action: 'seekClarification',
    By: 'Area Officer',
    ByUserId: 3,
    At: '2026-03-05T10:00:00.000Z',
    Remarks: 'Upload the NOC',
  },
];

describe('application states, actions and the timeline in the chosen language (issue 20)', () => {
  it('names states and actions in English, Marathi and Hindi; unknown states as they came', async () => {
    expect(statusLabel('UnderScrutiny')).toBe('Under scrutiny');
    expect(actionLabel('withdraw')).toBe('Withdraw');
    await speak('mr');
    expect(statusLabel('UnderScrutiny')).toBe('छाननी सुरू');
    expect(statusLabel('SomethingNew')).toBe('SomethingNew');
    expect(actionLabel('withdraw')).toBe('मागे घ्या');
    await speak('hi');
    expect(statusLabel('PaymentPending')).toBe('भुगतान लंबित');
    expect(actionLabel('withdraw')).toBe('वापस लें');
    expect(lifecycleMessage('alreadySubmitted')).toBe('आपका आवेदन पहले ही जमा किया जा चुका है');
  });

  it('shows the timeline and the fee in Hindi, amounts as ₹1,00,000.00', async () => {
    await speak('hi');
    render(
      <>
        <Timeline entries={entries} />
        <FeeTable
          lines={[{ id: 'scrutiny', label: 'Scrutiny fee', amount: 100000 }]}
          total={null}
        />
      </>,
    );
    expect(screen.getByRole('list', { name: 'समयरेखा' })).toBeInTheDocument();
    expect(screen.getByText('स्पष्टीकरण माँगा गया')).toBeInTheDocument();
    expect(screen.getByText('05-03-2026 15:30 भा.मा.स. · Area Officer द्वारा')).toBeInTheDocument();
    expect(screen.getByText('टिप्पणी: Upload the NOC')).toBeInTheDocument();
    expect(screen.getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(screen.getByText('कुल')).toBeInTheDocument();
    expect(screen.getByText('लागू नहीं')).toBeInTheDocument();
  });
});
