/**
 * The helpdesk link of the signed-in layout, from config.json's helpdeskUrl: a portal path such
 * as /FAQPage opens inside the portal, anything else (https:, mailto:, tel:) as a plain link.
 */
import { SETTINGS } from '@/config/settings';

/** Where the helpdesk item goes, or null when no helpdesk is configured. */
export type HelpdeskLink =
  { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

export function helpdeskLink(url: string = SETTINGS.HELPDESKURL): HelpdeskLink {
  const value = url.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'route', to: value };
  return /^(https?:|mailto:|tel:)/i.test(value) ? { kind: 'external', href: value } : null;
}
