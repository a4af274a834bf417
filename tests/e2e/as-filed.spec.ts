/**
 * An application is read on the form it was filed on. The test runs its own server (two ports
 * after E2E_PORT) on a temporary copy of the definitions in which version 1 of the time-limit
 * extension asks one question with other words than this build's form; the investor submits on
 * it. The next version is then published in the copy and the server restarted on the same
 * database. The scrutiny desk opens the application: the server says it was filed on an older
 * form, so the page shows the answers with the stored version 1 — its words, not the build's —
 * and says so.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  CHANGED_SERVICE,
  publishNextVersion,
  type DefinitionsCopy,
} from '../support/changed-definitions';
import { prepare, submit } from './application-api';
import { SPEC_PORT_OFFSET } from '../support/e2e-port';
import { serverOnCopy } from './server-on-copy';
import { demo, signIn } from './support';

const server = serverOnCopy(SPEC_PORT_OFFSET.asFiled, 'as-filed');
const PLOT = 'RAI-TLJ-A12';
const BUILD_TITLE = 'Investment made so far (₹)';
const FILED_TITLE = 'Money invested until today (₹)';
const SHOTS = process.env.SHOTS_DIR;

test.use({ baseURL: server.origin });

/** Version 1 as this test files it: a question and a condition worded otherwise than the build's. */
function rewordInvestment(copy: DefinitionsCopy) {
  const file = path.join(copy.schemasDir, 'time-limit-extension', 'schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  expect(schema.properties.status.properties.investment.title).toBe(BUILD_TITLE);
  schema.properties.status.properties.investment.title = FILED_TITLE;
  // A condition this build has no precompiled validator for: the page must not need one.
  schema.properties.status.if.properties.partBccObtained.$comment = 'as worded in version 1';
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.setUp(rewordInvestment);
});

test.afterAll(() => server.tearDown());

test('the scrutiny desk reads an application on the form version it was filed on', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const investor = await browser.newPage();
  await signIn(investor, demo.investor);
  const body = await prepare(investor, PLOT, CHANGED_SERVICE);
  await submit(investor, body);
  await investor.close();

  const version = publishNextVersion(server.definitions());
  await server.stop();
  await server.start();

  for (const width of [1280, 360]) {
    const staff = await browser.newPage({ viewport: { width, height: 900 } });
    const errors: string[] = [];
    // A form this build cannot validate must still render: no page error, nothing compiled.
    staff.on('pageerror', (e) => errors.push(e.message));
    staff.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await signIn(staff, demo.midc);
    await staff.goto(`/plotDetails?SubmissionId=${body.SubmissionId}`);
    const answers = staff.getByRole('region', { name: 'Answers' });
    await expect(answers.getByText('Filed on version 1 of this form.')).toBeVisible();
    expect(errors).toEqual([]);
    await expect(answers.getByText(FILED_TITLE)).toBeVisible();
    await expect(answers.getByText(BUILD_TITLE)).toHaveCount(0);
    await expect(answers.getByText('BCC no.', { exact: true })).toBeVisible();
    expect(version).toBe(2);
    await answers.getByText('Filed on version 1 of this form.').scrollIntoViewIfNeeded();
    await shot(staff, `as-filed-${width}-notice`);
    await answers.getByText(FILED_TITLE).scrollIntoViewIfNeeded();
    await shot(staff, `as-filed-${width}-answer`);
    await staff.close();
  }
});
