/** Applications through the API with the page's own session (drafts, uploads, submissions). */
import { expect, type Page } from '@playwright/test';
import { getCatalog } from '../../server/src/services/forms/catalog.ts';
import { minimalPdf, tinyJpeg } from '../fixtures/files';

/** The headers the page's own API client sends (spec §7 session headers and the XSRF token). */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const [token, session, userId] = await page.evaluate(() => [
    sessionStorage.getItem('access_token'),
    sessionStorage.getItem('SessionToken'),
    sessionStorage.getItem('UserId'),
  ]);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  return {
    Authorization: `Bearer ${token ?? ''}`,
    SessionToken: session ?? '',
    UserId: userId ?? '',
    ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}),
  };
}

/** Drafts the service on the plot and answers the submit body (sample answers, real uploads). */
export async function prepare(page: Page, plotId: string, serviceId: string) {
  const s = getCatalog().services.get(serviceId)!;
  const headers = await sessionHeaders(page);
  const draft = await page.request.post('/api/applications/draft', {
    headers,
    data: {
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: s.steps[0]!.id,
      Data: {},
    },
  });
  expect(draft.ok(), await draft.text()).toBeTruthy();
  const SubmissionId = ((await draft.json()) as { Data: { SubmissionId: string } }).Data
    .SubmissionId;
  const data = structuredClone(s.sample.data) as Record<string, Record<string, unknown>>;
  for (const rule of s.uploads) {
    const value = data.documents?.[rule.key];
    if (value === undefined) continue;
    for (const ref of (Array.isArray(value) ? value : [value]) as Record<string, unknown>[]) {
      const jpeg = ref.type === 'image/jpeg';
      const file = jpeg
        ? { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: tinyJpeg }
        : { name: 'doc.pdf', mimeType: 'application/pdf', buffer: minimalPdf(rule.label) };
      const res = await page.request.post('/api/uploads', {
        headers,
        multipart: { ServiceId: s.id, Key: rule.key, file },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
      const d = ((await res.json()) as { Data: Record<string, unknown> }).Data;
      Object.assign(ref, { id: d.FileId, name: d.FileName, size: d.Size, type: d.ContentType });
    }
  }
  return { PlotId: plotId, ServiceId: s.id, SchemaVersion: s.version, SubmissionId, Data: data };
}

export async function submit(page: Page, body: unknown) {
  const res = await page.request.post('/api/applications/submit', {
    headers: await sessionHeaders(page),
    data: body,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}
