/**
 * Notifications end to end, with a real SMTP server (smtp-server, started here) as the server's
 * SMTP_URL: the office seeks a clarification; the investor's mailbox gets it with the remark and
 * a working link, the bell shows it; the investor follows the link and resubmits; the office's
 * queue shows the answer and staff are told. Screenshots of the bell at 1280 and 360 px.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { startMailbox, type Mailbox } from '../support/smtp-mailbox';
import { prepare, submit } from './application-api';
import { SPEC_PORT_OFFSET } from '../support/e2e-port';
import { serverOnCopy } from './server-on-copy';
import { demo, staffAction, test } from './support';

const SHOTS = '/tmp/notify-shots';
mkdirSync(SHOTS, { recursive: true });
const server = serverOnCopy(SPEC_PORT_OFFSET.notifications, 'notifications');
const SERVICE = 'FinalFormBService';
const REMARK = 'Attach the signed agency certificate & the fire NOC';
let mailbox: Mailbox;

test.use({ baseURL: server.origin });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailbox = await startMailbox();
  await server.setUp(undefined, { SMTP_URL: mailbox.url, NOTIFY_POLL_MS: '300' });
});

test.afterAll(async () => {
  await server.tearDown();
  await mailbox?.close();
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

test('a clarification reaches the investor by e-mail and the bell; the answer reaches the office', async ({
  asUser,
}) => {
  test.setTimeout(240_000);
  const investor = await asUser(demo.investor, { baseURL: server.origin });
  const body = await prepare(investor, 'RAI-TLJ-A12', SERVICE);
  await submit(investor, body);
  const id = body.SubmissionId;

  const staff = await asUser(demo.midc, { baseURL: server.origin });
  await staffAction(staff, id, 'Start scrutiny');
  await staffAction(staff, id, 'Seek clarification', REMARK);

  // The e-mail: a real MIME message on the test SMTP server, with the remark and the form's link.
  const subject = `Clarification sought on application ${id}`;
  await mailbox.waitFor(() => mailbox.to(demo.investor).some((m) => m.subject === subject));
  const [mail] = mailbox.to(demo.investor).filter((m) => m.subject === subject);
  expect(mail!.text).toContain(REMARK);
  expect(mail!.html).toContain('Attach the signed agency certificate &amp; the fire NOC');
  const link = `${server.origin}/PlotService/raiseServiceRequest/${SERVICE}?SubmissionId=${id}`;
  expect(mail!.text).toContain(link);
  expect(mail!.html).toContain(`href="${link}"`);

  // The bell: an unread count, the list with the message, axe-clean, at 1280 and 360 px.
  await investor.setViewportSize({ width: 1280, height: 800 });
  await investor.goto('/dashboard');
  await expect(bell(investor)).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
  await bell(investor).click();
  const panel = investor.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: `Unread: ${subject}` });
  await expect(item).toBeVisible();
  await expect(panel).toContainText(REMARK);
  await investor.screenshot({ path: `${SHOTS}/bell-1280.png` });
  const axe = await new AxeBuilder({ page: investor })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await investor.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(investor)).toBeFocused();

  await investor.setViewportSize({ width: 360, height: 740 });
  await bell(investor).click();
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await investor.screenshot({ path: `${SHOTS}/bell-360.png` });
  // Following the notification opens the form and marks it read.
  await item.click();
  await expect(investor).toHaveURL(
    new RegExp(`raiseServiceRequest/${SERVICE}\\?SubmissionId=${id}`),
  );
  await expect(bell(investor)).toHaveAccessibleName(/Notifications, (none|\d+) unread/);
  await investor.setViewportSize({ width: 1280, height: 800 });

  // The e-mail's link works: it opens the form of this application, where the investor answers.
  await investor.goto(link);
  await expect(investor.getByRole('region', { name: 'Plot in use' })).toBeVisible();
  const question = investor.getByRole('status').filter({ hasText: 'asked for a clarification' });
  await expect(question).toContainText(REMARK);
  // The answer: the form keeps its answers, so the investor walks its steps to Review and submits.
  const review = investor.getByRole('heading', { level: 2, name: 'Review and submit' });
  for (let step = 0; step < 12 && !(await review.isVisible()); step++) {
    await investor.getByRole('button', { name: 'Next' }).click();
    await expect(investor.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await expect(review).toBeVisible();
  await investor.getByRole('button', { name: 'Submit' }).click();
  await investor.getByRole('button', { name: 'Yes, submit it' }).click();
  await expect(question).toHaveCount(0);

  // The office: the queue shows the answer, and staff got their notice (bell and e-mail).
  await staff.goto('/dashboard');
  const row = staff.getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('clarification answered');
  const answered = `Clarification answered on application ${id}`;
  await mailbox.waitFor(() => mailbox.to(demo.midc).some((m) => m.subject === answered));
  await bell(staff).click();
  await expect(staff.getByRole('dialog', { name: 'Notifications' })).toContainText(answered);
  await staff.screenshot({ path: `${SHOTS}/staff-bell-1280.png` });
});
