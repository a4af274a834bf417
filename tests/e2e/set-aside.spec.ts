/**
 * A new version of a form is published while an applicant has a draft open. The test runs its own
 * server (the next port after E2E_PORT) on a temporary copy of the definitions (SCHEMAS_DIR,
 * CATALOG_FILE), drafts the time-limit extension with answers in every kind of field, then stops
 * the server, publishes the next version in the copy (a field and an upload slot removed, two
 * renames declared with renamedFrom, a new required field, a choice dropped) and starts it again
 * on the same database. The tab left open learns of the change from its next save and shows the
 * set-aside answers in place; after a reload the page, still the old build, lists them instead of
 * opening the old form. No answer is lost: renamed ones moved, the others are listed.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  CHANGED_SERVICE,
  publishNextVersion,
  REMOVED_CHOICE,
} from '../support/changed-definitions';
import { prepare, sessionHeaders } from './application-api';
import { SPEC_PORT_OFFSET } from '../support/e2e-port';
import { serverOnCopy } from './server-on-copy';
import { demo, signIn } from './support';

const server = serverOnCopy(SPEC_PORT_OFFSET.setAside, 'set-aside');
const PLOT = 'RAI-TLJ-A12';

test.use({ baseURL: server.origin });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.setUp();
});

test.afterAll(() => server.tearDown());

/** The rows of the set-aside table, as text. */
async function setAsideRows(page: Page, panelName: string) {
  const panel = page.getByRole('region', { name: panelName });
  await expect(panel).toBeVisible();
  return panel.getByRole('table', { name: 'Answers set aside' }).getByRole('row').allTextContents();
}

test('a draft open across a new form version keeps every answer, listed in place and after reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demo.investor);
  // Answers in every kind of field: text, number, date, choice list, yes/no, list rows, nested
  // groups (applicant, company) and uploaded files.
  const body = await prepare(page, PLOT, CHANGED_SERVICE);
  const saved = await page.request.post('/api/applications/draft', {
    headers: await sessionHeaders(page),
    data: { ...body, CurrentStep: 'request' },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  await page.goto(
    `/PlotService/raiseServiceRequest/${CHANGED_SERVICE}?SubmissionId=${body.SubmissionId}`,
  );
  const heading = page.getByRole('heading', { level: 2, name: 'Extension sought' });
  await expect(heading).toBeVisible();
  const reason = page.getByRole('textbox', { name: /Reason for the delay/ });
  // The step's fields are drawn (their code is in: it loads after the page's first paint).
  await expect(reason).toBeVisible();

  // A new version is published while the tab stays open.
  await server.stop();
  const version = publishNextVersion(server.definitions());
  await server.start();

  const typed = 'Monsoon rains halted the superstructure; typed after the new version came out.';
  await reason.fill(typed);
  await page.getByRole('button', { name: 'Save as draft' }).click();

  const changed = 'This form has changed while you were filling it in';
  const rows = await setAsideRows(page, changed);
  expect(rows.join('\n')).toContain(`no longer asked in version ${version}`);
  expect(rows).toContainEqual(
    expect.stringContaining(
      'Current status of the building › Investment made so far (₹)4,85,00,000',
    ),
  );
  expect(rows).toContainEqual(expect.stringContaining(REMOVED_CHOICE));
  expect(rows).toContainEqual(expect.stringContaining('doc.pdf'));
  await expect(page.getByRole('region', { name: changed })).toContainText(
    `Your draft is saved on version ${version} of this form`,
  );
  // In place: the step and what was typed are still on screen; the save line asks for a reload.
  await expect(heading).toBeVisible();
  await expect(reason).toHaveValue(typed);
  await expect(page.getByText('This form has changed: reload the page to go on.')).toBeVisible();

  // The server moved the renamed answers and kept the rest set aside.
  const record = await page.request.get(`/api/applications/${body.SubmissionId}`, {
    headers: await sessionHeaders(page),
  });
  const stored = ((await record.json()) as { Data: Record<string, any> }).Data; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(stored.SchemaVersion).toBe(version);
  expect(stored.Data.request.delayReason).toBe(typed);
  expect(stored.Data.request.programme[0].activity).toBe(
    (body.Data.request as { programme: { milestone: string }[] }).programme[0]!.milestone,
  );
  expect(stored.SetAside).toHaveLength(3);

  // After a reload (this build still has the old form) the list is there, the old form is not.
  await page.reload();
  const again = await setAsideRows(page, changed);
  expect(again).toContainEqual(expect.stringContaining(REMOVED_CHOICE));
  expect(again).toContainEqual(expect.stringContaining('doc.pdf'));
  await expect(page.getByRole('button', { name: 'Reload the form' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
});
