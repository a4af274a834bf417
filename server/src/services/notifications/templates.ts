/**
 * Renders the notification templates (content/notification-templates/<lang>.json): plain text,
 * HTML with every value escaped, and SMS, in the recipient's language (English, Marathi, Hindi;
 * issue 20). A template is data; a missing English kind is a start-up error, caught by the test
 * that renders every kind; a kind missing from a translation is sent in English.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDate, formatInr } from '../../../../src/domain/format.ts';
import { getDisplayLocale, setDisplayLocale } from '../../../../src/domain/i18n/display-locale.ts';
import { intlLocale, isLanguage, LANGUAGES } from '../../../../src/domain/i18n/languages.ts';
import { escapeHtml } from '../../lib/html.ts';
import { rightsIn } from './department-names.ts';
import { NOTIFICATION_KINDS } from './kinds.ts';
import type { NotificationKind, NotificationParams } from './kinds.ts';

export interface Template {
  title: string;
  text: string;
  sms: string;
}

export const TEMPLATE_LANGUAGES = LANGUAGES;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** A user's `language` (nullable column) or a stored one as a template language: else English. */
export function templateLanguageOf(value: unknown): TemplateLanguage {
  return isLanguage(value) ? value : 'en';
}

const folder = fileURLToPath(new URL('../../content/notification-templates/', import.meta.url));

/**
 * The raw templates of a language's file in `from` (the notification templates unless told; {}
 * when a translation file is absent).
 */
export function readTemplateFile(
  language: TemplateLanguage,
  from: string = folder,
): Record<string, unknown> {
  const file = path.join(from, `${language}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if (language === 'en') throw error;
    return {};
  }
}

const isTemplate = (t: Partial<Template> | undefined): t is Template =>
  !!t && typeof t.title === 'string' && typeof t.text === 'string' && typeof t.sms === 'string';

/** English must have every kind; a translation falls back to English kind by kind. */
function loadLanguage(
  language: TemplateLanguage,
  english?: Record<NotificationKind, Template>,
): Record<NotificationKind, Template> {
  const raw = readTemplateFile(language);
  const out = {} as Record<NotificationKind, Template>;
  for (const kind of Object.keys(NOTIFICATION_KINDS) as NotificationKind[]) {
    const t = raw[kind] as Partial<Template> | undefined;
    if (isTemplate(t)) out[kind] = { title: t.title, text: t.text, sms: t.sms };
    else if (english) out[kind] = english[kind];
    else throw new Error(`${language}.json: template '${kind}' needs title, text and sms strings`);
  }
  return out;
}

const english = loadLanguage('en');
const templates: Record<TemplateLanguage, Record<NotificationKind, Template>> = {
  en: english,
  mr: loadLanguage('mr', english),
  hi: loadLanguage('hi', english),
};

export function templateOf(kind: NotificationKind, language: TemplateLanguage = 'en'): Template {
  return templates[language][kind];
}

/**
 * Runs `format` with dates written in `language` (month names), then restores the server's. Also
 * the PDF receipt's dates.
 */
export function inLanguage<T>(language: TemplateLanguage, format: () => T): T {
  const before = getDisplayLocale();
  setDisplayLocale(intlLocale(language));
  try {
    return format();
  } finally {
    setDisplayLocale(before);
  }
}

/** Who a message greets when it has no name. */
const NO_NAME: Record<TemplateLanguage, string> = { en: 'applicant', mr: 'अर्जदार', hi: 'आवेदक' };

/** How values are shown: the recipient's name, a service's title, the link's absolute address. */
export interface RenderContext {
  /** PUBLIC_URL; links become absolute with it. Empty keeps portal paths (the bell's list). */
  publicUrl: string;
  /** A service's title in the language (its English title when it has no translation). */
  serviceTitle: (serviceId: string, language?: TemplateLanguage) => string;
}

export interface RenderedMessage {
  title: string;
  text: string;
  html: string;
  sms: string;
  /** The SMS without its link (and the word that introduces it): the bell's line under the title. */
  summary: string;
  /** The absolute (or, without publicUrl, portal) address the message points to, if any. */
  link: string | null;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function valuesOf(
  params: NotificationParams,
  ctx: RenderContext,
  language: TemplateLanguage,
): Record<string, string> {
  return {
    number: params.number ?? '',
    service: params.service ? ctx.serviceTitle(params.service, language) : '',
    plot: params.plot ?? '',
    remarks: params.remarks ?? '',
    // Messages queued before rights had their own param named them in English in remarks.
    rights: params.rights ? rightsIn(params.rights, language) : (params.remarks ?? ''),
    transaction: params.transaction ?? '',
    subject: params.subject ?? '',
    amount: params.amount ? formatInr(params.amount) : '',
    due: params.due ? inLanguage(language, () => formatDate(params.due, 'd MMMM yyyy')) : '',
    name: params.name || NO_NAME[language],
    link: params.link ? `${ctx.publicUrl}${params.link}` : ctx.publicUrl || '/',
  };
}

/** Puts the values in for the `{{placeholders}}` (an unknown one becomes empty). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, key: string) => values[key] ?? '');
}

/**
 * Paragraphs (blank-line separated) become <p>; the link becomes an anchor; values are escaped.
 * The document names its language and title, as screen readers in mail clients need.
 */
function toHtml(
  template: string,
  values: Record<string, string>,
  title: string,
  language: TemplateLanguage,
): string {
  const paragraphs = template
    .split(/\n{2,}/)
    .map((p) =>
      p
        .split(PLACEHOLDER)
        .map((part, i) => {
          if (i % 2 === 0) return escapeHtml(part);
          const value = escapeHtml(values[part] ?? '');
          return part === 'link' ? `<a href="${value}">${value}</a>` : value;
        })
        .join('')
        .replace(/\n/g, '<br>'),
    )
    .filter((p) => p.trim() !== '');
  const head = `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`;
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  // Long addresses wrap rather than widen the message on a phone's mail client.
  const style = 'font-family: sans-serif; line-height: 1.5; overflow-wrap: anywhere';
  return `<!doctype html><html lang="${language}">${head}<body style="${style}">${body}</body></html>`;
}

/** Blank paragraphs (an empty {{remarks}}) are dropped from the text too. */
function tidy(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .join('\n\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** `{{link}}` with the label before it, if any ("Answer: {{link}}"). */
const LINK_WITH_LABEL = /(\s*[^\s{}]+:)?\s*\{\{link\}\}/g;

/**
 * One message in `language`: by default the one written into its params when it was queued (the
 * recipient's), else English.
 */
export function renderMessage(
  kind: NotificationKind,
  params: NotificationParams,
  ctx: RenderContext,
  language: TemplateLanguage = templateLanguageOf(params.language),
): RenderedMessage {
  const t = templateOf(kind, language);
  const values = valuesOf(params, ctx, language);
  const title = fill(t.title, values);
  return {
    title,
    text: tidy(fill(t.text, values)),
    html: toHtml(t.text, values, title, language),
    sms: oneLine(fill(t.sms, values)),
    summary: oneLine(fill(t.sms.replace(LINK_WITH_LABEL, ''), values)),
    link: params.link ? values.link! : null,
  };
}

/** Sample values for the staff preview of every template. */
export const SAMPLE_PARAMS: NotificationParams = {
  number: 'APP2026000042',
  service: 'TimeLimitExtensionService',
  plot: 'A-12, Demo Industrial Area',
  remarks: 'Please attach the <signed> building plan & the fire NOC.',
  transaction: 'TXN20261121000042',
  subject: 'Asha Patil <asha@example.test>',
  link: '/PlotService/ServiceInformation?SubmissionId=APP2026000042',
  name: 'Asha Patil',
};

/** Where a kind's sample differs from SAMPLE_PARAMS, so each preview reads as a real message. */
const SAMPLE_OVERRIDES: Partial<Record<NotificationKind, NotificationParams>> = {
  'application.clarification': {
    link: '/PlotService/raiseServiceRequest/TimeLimitExtensionService?SubmissionId=APP2026000042',
  },
  'application.submitted': { remarks: '' },
  'application.resubmitted': { remarks: '' },
  'application.approved': { remarks: 'Approved subject to the conditions in the letter.' },
  'application.withdrawn': { remarks: 'Filed twice by mistake.' },
  'application.cancelled': { remarks: 'The permission is no longer needed.' },
  'payment.succeeded': { remarks: '' },
  'plot.verified': {
    remarks: 'Allotment order and possession receipt checked.',
    link: '/Dashboard',
  },
  'plot.refused': { remarks: 'No allotment order for this plot number.', link: '/Dashboard' },
  'users.added': { rights: '1,2', link: '/userandroles' },
  'users.rights': { rights: '1,2', link: '/Dashboard' },
  'bill.due': {
    number: 'WB-TLJ-2026-0002',
    remarks: '',
    amount: '121275.75',
    due: '2026-12-01',
    link: '/PlotService/WaterBills',
  },
  'bill.paid': { number: 'WB-TLJ-2026-0002', remarks: '', link: '/PlotService/WaterBills' },
  'staff.new-application': { remarks: '', link: '/plotDetails?SubmissionId=APP2026000042' },
  'staff.clarification-answered': {
    remarks: '',
    link: '/plotDetails?SubmissionId=APP2026000042',
  },
};

/** The sample values of one kind's preview. */
export function sampleParamsOf(kind: NotificationKind): NotificationParams {
  return { ...SAMPLE_PARAMS, ...SAMPLE_OVERRIDES[kind] };
}
