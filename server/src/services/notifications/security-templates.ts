/**
 * Account-security messages (one-time passwords, contact changes, password changed, reset links,
 * a new user's verification link) in the recipient's language (issue 20). Their words are data,
 * content/security-templates/<lang>.json, like the event templates; their $comment says whose
 * language each is sent in. Unlike event messages they are rendered when written: the outbox row
 * holds the finished subject and body (with the code or link in it, as before; nothing is logged).
 */
import { fileURLToPath } from 'node:url';
import { fill, readTemplateFile, TEMPLATE_LANGUAGES } from './templates.ts';
import type { TemplateLanguage } from './templates.ts';
import type { OutgoingMessage } from './outbox.ts';
import { shortName } from './shown-name.ts';

/** Each message and the parts it has: title and text for an e-mail, sms for an SMS. */
export const SECURITY_TEMPLATES = {
  'contact.otp-email': ['title', 'text'],
  'contact.otp-mobile': ['sms'],
  'contact.email-changed': ['title', 'text'],
  'contact.mobile-changed': ['title', 'text'],
  'password.changed': ['title', 'text'],
  'password.reset': ['title', 'text'],
  'user.added': ['title', 'text', 'sms'],
} as const satisfies Record<string, readonly ('title' | 'text' | 'sms')[]>;

export type SecurityTemplate = keyof typeof SECURITY_TEMPLATES;
type Parts = typeof SECURITY_TEMPLATES;
export type SecurityEmail = {
  [K in SecurityTemplate]: 'text' extends Parts[K][number] ? K : never;
}[SecurityTemplate];
export type SecuritySms = {
  [K in SecurityTemplate]: 'sms' extends Parts[K][number] ? K : never;
}[SecurityTemplate];

type Texts = Partial<Record<'title' | 'text' | 'sms', string>>;

const folder = fileURLToPath(new URL('../../content/security-templates/', import.meta.url));

/** English must have every message with its parts (a start-up error); a translation falls back. */
function load(language: TemplateLanguage, english?: Record<SecurityTemplate, Texts>) {
  const raw = readTemplateFile(language, folder);
  const out = {} as Record<SecurityTemplate, Texts>;
  for (const [name, parts] of Object.entries(SECURITY_TEMPLATES) as [
    SecurityTemplate,
    readonly string[],
  ][]) {
    const t = raw[name] as Record<string, unknown> | undefined;
    if (t && parts.every((p) => typeof t[p] === 'string')) out[name] = t as Texts;
    else if (english) out[name] = english[name];
    else
      throw new Error(`security-templates/${language}.json: '${name}' needs ${parts.join(', ')}`);
  }
  return out;
}

const english = load('en');
const templates = Object.fromEntries(
  TEMPLATE_LANGUAGES.map((l) => [l, l === 'en' ? english : load(l, english)]),
) as Record<TemplateLanguage, Record<SecurityTemplate, Texts>>;

type Values = Record<string, string | number>;
/** Values that are names users typed ({{name}}, {{by}}) are shown on one line, cut short. */
const NAMES = new Set(['name', 'by']);
const asText = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, NAMES.has(k) ? shortName(String(v)) : String(v)]),
  );

/** An e-mail from the template `name`, in `language`, to `to`. */
export function securityEmail(
  name: SecurityEmail,
  language: TemplateLanguage,
  to: string,
  values: Values,
): OutgoingMessage {
  const t = templates[language][name];
  const v = asText(values);
  return { channel: 'email', to, subject: fill(t.title!, v), body: fill(t.text!, v) };
}

/** An SMS from the template `name`, in `language`, to `to`. */
export function securitySms(
  name: SecuritySms,
  language: TemplateLanguage,
  to: string,
  values: Values,
): OutgoingMessage {
  return { channel: 'sms', to, body: fill(templates[language][name].sms!, asText(values)) };
}
