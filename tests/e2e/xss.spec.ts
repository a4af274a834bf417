/**
 * Trust: what users type, and what a service definition says, is shown as text and never runs.
 *
 * Payloads go into every free-text answer of a service (through the API's draft, one typed in the
 * form), are saved, reloaded, reviewed, submitted and opened on the staff scrutiny desk; into the
 * user's name and company address on the profile; and into a service's own UI titles, markdown
 * descriptions, help and steps (its definition chunks rewritten on the way to the browser). These pages run with the CSP bypassed, so that a renderer that turned
 * text into markup would really execute it (window.__xss) instead of being saved by the policy;
 * every page is also searched for elements a payload would have created. A last test checks the
 * policy itself: no inline scripts, and the browser reports one injected.
 */
import { expect, type Page } from '@playwright/test';
import { prepare, sessionHeaders } from './application-api';
import { demo, discardOpen, signIn, stepPanel, test } from './support';

const SERVICE = 'FinalFormBService';
const PLOT = 'RAI-TLJ-A12';
const FORM = `/PlotService/raiseServiceRequest/${SERVICE}`;

/** Each payload would set window.__xss if it were ever parsed as markup or code. */
const PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  'javascript:window.__xss=1//',
  "{{constructor.constructor('window.__xss=1')()}}",
  '<svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">link</a>',
  "'><iframe src=javascript:window.__xss=1>",
];

/** Elements only a payload parsed as markup would create. */
const INJECTED =
  'img[src="x"], svg[onload], iframe[src^="javascript:"], a[href^="javascript:"], ' +
  'script:not([src]), [onerror], [onload]';

/** No payload ran and none became an element. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator(INJECTED)).toHaveCount(0);
}

/** Next, step by step, through `steps` to the review. */
async function toReview(page: Page, steps: string[]) {
  for (const title of [...steps, 'Review and submit']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepPanel(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
}

type Answers = Record<string, unknown>;

/**
 * Puts a payload into every string answer except the facts the server records from the plot and
 * its registration (plot, applicant, company) and the file references.
 */
function withPayloads(data: Answers): { data: Answers; placed: Map<string, string> } {
  const placed = new Map<string, string>();
  const visit = (node: unknown, path: string): unknown => {
    if (typeof node === 'string') {
      const payload = PAYLOADS[placed.size % PAYLOADS.length]!;
      placed.set(path, payload);
      return payload;
    }
    if (Array.isArray(node)) return node.map((v, i) => visit(v, `${path}/${i}`));
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node).map(([k, v]) => [k, visit(v, `${path}/${k}`)]),
      );
    return node;
  };
  const out = Object.fromEntries(
    Object.entries(data).map(([k, v]) =>
      ['plot', 'applicant', 'company', 'documents'].includes(k) ? [k, v] : [k, visit(v, `/${k}`)],
    ),
  );
  return { data: out, placed };
}

/** The value at a JSON pointer, and setting it. */
const at = (data: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
function setAt(data: unknown, pointer: string, value: unknown) {
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  (at(data, `/${keys.join('/')}`.replace(/\/$/, '')) as Record<string, unknown>)[last] = value;
}

/**
 * Saves the draft with payloads in its free-text answers: where the server refuses a payload (a
 * date, a choice, a pattern: not free text), the sample answer is put back. Answers the payloads
 * the server kept.
 */
async function saveWithPayloads(page: Page, body: Awaited<ReturnType<typeof prepare>>) {
  const { data, placed } = withPayloads(body.Data);
  for (let attempt = 0; attempt < 6; attempt++) {
    const res = await page.request.post('/api/applications/draft', {
      headers: await sessionHeaders(page),
      data: { ...body, CurrentStep: 'declarations', Data: data },
    });
    const answer = (await res.json()) as {
      Data?: { errors?: { path: string }[]; NotValidYet?: { path: string }[] };
    };
    // A draft keeps a payload that breaks a field's format (a date, a pattern) as "not valid yet";
    // such a field is not free text, so it gets its sample answer back like a refused one.
    const errors = res.ok() ? (answer.Data?.NotValidYet ?? []) : answer.Data?.errors;
    if (res.ok() && errors!.length === 0) return { data, placed };
    expect(errors?.length, JSON.stringify(answer)).toBeTruthy();
    for (const { path } of errors!) {
      const free = [...placed.keys()].find((p) => p === path || p.startsWith(`${path}/`));
      expect(free, `refused ${path}, which holds no payload`).toBeDefined();
      for (const p of [...placed.keys()].filter((k) => k === path || k.startsWith(`${path}/`))) {
        setAt(data, p, at(body.Data, p));
        placed.delete(p);
      }
    }
  }
  throw new Error('the draft was refused six times');
}

test.describe('payloads in answers', () => {
  test.use({ bypassCSP: true });

  test('free-text answers show literally: form, reload, review, scrutiny desk', async ({
    page,
    asUser,
  }) => {
    await signIn(page, demo.investor);
    await discardOpen(page, PLOT, SERVICE);
    const body = await prepare(page, PLOT, SERVICE);
    const { placed } = await saveWithPayloads(page, body);
    // Free text beyond the registration's facts: the agency, document numbers, defect details.
    expect(placed.size).toBeGreaterThanOrEqual(6);
    expect(new Set(placed.values()).size).toBeGreaterThanOrEqual(6);

    // Typed over the payload the draft gave the field.
    const typed = '</textarea><svg onload=window.__xss=1>typed';
    placed.delete('/inspection/defectDetails');
    const shown = [...new Set([...placed.values(), typed])];
    await test.step('a payload typed into a field is autosaved and comes back as typed', async () => {
      await page.goto(`${FORM}?SubmissionId=${body.SubmissionId}`);
      await page.getByRole('tab', { name: /^Agency and inspection/ }).click();
      const defects = stepPanel(page).getByRole('textbox', {
        name: 'Defects found and the action taken',
      });
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/applications/draft') && r.request().method() === 'POST',
      );
      await defects.fill(typed);
      expect((await saved).ok()).toBe(true);
      await page.reload();
      await page.getByRole('tab', { name: /^Agency and inspection/ }).click();
      await expect(
        stepPanel(page).getByRole('textbox', { name: 'Defects found and the action taken' }),
      ).toHaveValue(typed);
      await expectInert(page);
    });

    await test.step('the review shows every payload as text, then submits', async () => {
      await toReview(page, ['Documents', 'Declarations']);
      for (const payload of shown) await expect(stepPanel(page)).toContainText(payload);
      await expectInert(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('button', { name: 'Yes, submit it' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Application submitted' }),
      ).toBeVisible();
      await expectInert(page);
    });

    await test.step('the staff scrutiny desk shows them as text too', async () => {
      const staff = await asUser(demo.midc, { bypassCSP: true });
      await staff.goto('/dashboard');
      await staff.getByRole('link', { name: `Open ${body.SubmissionId}` }).click();
      await expect(staff.getByTestId('app-status')).toBeVisible();
      for (const payload of shown) await expect(staff.locator('main')).toContainText(payload);
      await expectInert(staff);
    });

    await discardOpen(page, PLOT, SERVICE);
  });
});

test.describe('payloads in the profile', () => {
  test.use({ bypassCSP: true });

  test('the user name and company address show literally on the profile and its edit form', async ({
    page,
  }) => {
    await signIn(page, demo.investor);
    const headers = await sessionHeaders(page);
    const update = async (body: Record<string, string>) => {
      const res = await page.request.post(
        `/ManageProfile/UpdateUserProfile?userId=${headers.UserId}`,
        { headers, data: body },
      );
      expect(res.ok(), await res.text()).toBe(true);
      type Profile = Record<string, string | null>;
      return ((await res.json()) as { Data: { userData: Profile; companyInfo: Profile } }).Data;
    };
    const before = await update({});
    const entered = {
      // A name may hold only letters, spaces and . ' - (domain/contact.ts: it goes into e-mails
      // and SMS); the apostrophe is the one that matters in HTML. The markup goes in the address.
      UserName: "O'Brien-Sharma",
      CompanyAddress: `${PAYLOADS[0]!} ${PAYLOADS[1]!}`,
      CompanyAddressLine2: PAYLOADS[5]!,
    };
    await update(entered);
    try {
      await page.goto('/profile');
      for (const text of Object.values(entered))
        await expect(page.locator('main')).toContainText(text);
      await expectInert(page);
      await page.goto('/editprofile');
      await expect(page.getByRole('textbox', { name: /name/i }).first()).toBeVisible();
      const values = await page
        .locator('main input, main textarea')
        .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
      for (const text of Object.values(entered)) expect(values).toContain(text);
      await expectInert(page);
    } finally {
      await update({
        UserName: before.userData.UserName ?? '',
        CompanyAddress: before.companyInfo.CompanyAddress ?? '',
        CompanyAddressLine2: before.companyInfo.CompanyAddressLine2 ?? '',
      });
    }
  });
});

/** A JavaScript template literal holding `text` (the build writes the definitions' strings so). */
const literal = (text: string) => `\`${text.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${')}\``;

/**
 * What the service's definition chunks say instead, as [code in the build, its replacement, the
 * text the page must show]. Titles and descriptions of the JSON schema itself cannot change here
 * (the precompiled validators are found by the schema's hash), so the payloads go where the form
 * takes words from the UI schema and the steps: ui:title, ui:description with markdown on,
 * ui:help, step titles and descriptions (a declaration's text is part of the hashed schema).
 */
const DEFINITION: { from: string; to: (shown: string) => string; shown: string }[] = [
  {
    from: 'noc:{"ui:order":',
    to: (shown) => `noc:{"ui:title":${literal(shown)},"ui:order":`,
    shown: '<img src=x onerror=window.__xss=1> NOC section',
  },
  {
    from: 'nocKind:{"ui:widget":',
    to: (shown) =>
      `nocKind:{"ui:description":${literal(shown)},"ui:enableMarkdownInDescription":!0,"ui:widget":`,
    shown: '**Bold** <script>window.__xss=1</script> [link](javascript:window.__xss=1)',
  },
  {
    from: literal('The final fire NOC, or its latest renewal if it has been renewed'),
    to: literal,
    shown: '<svg onload=window.__xss=1> help text',
  },
  {
    from: 'defectDetails:{"ui:widget":',
    to: (shown) => `defectDetails:{"ui:title":${literal(shown)},"ui:widget":`,
    shown: '"><a href="javascript:window.__xss=1">Defects</a>',
  },
  {
    from: literal('File Form B twice a year, for January–June and for July–December.'),
    to: literal,
    shown: "{{constructor.constructor('window.__xss=1')()}} twice a year",
  },
  {
    from: literal('Agency and inspection'),
    to: literal,
    shown: '</h2><iframe src=javascript:window.__xss=1></iframe> Agency',
  },
];

test.describe('payloads in a service definition', () => {
  test.use({ bypassCSP: true });

  test('UI titles, markdown descriptions, help and steps render as text', async ({ page }) => {
    const rewritten = new Set<string>();
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      let js = await response.text();
      for (const { from, to, shown } of DEFINITION)
        if (js.includes(from)) {
          js = js.split(from).join(to(shown));
          rewritten.add(shown);
        }
      await route.fulfill({ response, body: js });
    });
    await signIn(page, demo.investor);
    await discardOpen(page, PLOT, SERVICE);
    const body = await prepare(page, PLOT, SERVICE);
    const saved = await page.request.post('/api/applications/draft', {
      headers: await sessionHeaders(page),
      data: { ...body, CurrentStep: 'declarations', Data: body.Data },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    const [noc, markdown, help, defects, stepText, stepTitle] = DEFINITION.map((d) => d.shown) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const panel = stepPanel(page);
    await page.goto(`${FORM}?SubmissionId=${body.SubmissionId}`);
    await page.getByRole('tab', { name: /^Fire NOC and half-year/ }).click();
    for (const text of [noc, markdown, help, stepText]) await expect(panel).toContainText(text);
    await expectInert(page);

    await page.getByRole('tab', { name: stepTitle }).click();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(stepTitle);
    await expect(panel.getByRole('textbox', { name: defects })).toBeVisible();
    await expectInert(page);

    await toReview(page, ['Documents', 'Declarations']);
    await expectInert(page);
    expect([...rewritten].sort()).toEqual(DEFINITION.map((d) => d.shown).sort());
    await discardOpen(page, PLOT, SERVICE);
  });
});

/** The sources of one directive of a Content-Security-Policy header. */
function directive(csp: string, name: string): string[] | undefined {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

test('the CSP forbids inline scripts, and the browser reports one that is injected', async ({
  page,
}) => {
  const home = await page.request.get('/', { headers: { accept: 'text/html' } });
  const csp = home.headers()['content-security-policy'] ?? '';
  const scripts = directive(csp, 'script-src') ?? directive(csp, 'default-src');
  expect(scripts).toEqual(["'self'"]);
  expect(directive(csp, 'script-src-attr') ?? []).not.toContain("'unsafe-inline'");
  expect(directive(csp, 'object-src')).not.toContain("'self'");

  await signIn(page, demo.investor);
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(e.effectiveDirective),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__xss = 2">';
    document.body.append(holder);
    // Violation events are queued as tasks: give them a moment to arrive.
    for (let i = 0; i < 50 && violations.length < 2; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return { violations: violations.sort(), xss: (window as { __xss?: unknown }).__xss ?? null };
  });
  expect(outcome).toEqual({ violations: ['script-src-attr', 'script-src-elem'], xss: null });
});
