/** HTML pieces of the single-window sandbox page: the launcher form and the audit table. */
import { randomInt } from 'node:crypto';
import type { integrationRequests } from '../../db/schema.ts';
import { escapeHtml as h } from './page.ts';

interface Option {
  value: string;
  label: string;
}

const select = (name: string, label: string, options: Option[]) => `<label>${h(label)}
  <select name="${name}" required>${options
    .map((o) => `<option value="${h(o.value)}">${h(o.label)}</option>`)
    .join('')}</select></label>`;

const text = (name: string, label: string, value: string) =>
  `<label>${h(label)} <input name="${name}" value="${h(value)}" maxlength="100"></label>`;

const variants: Option[] = [
  { value: 'valid', label: 'Valid token (signed with the shared secret, 5 minutes)' },
  { value: 'expired', label: 'Expired token' },
  { value: 'forged', label: 'Forged token (signed with another secret)' },
  { value: 'mismatch', label: 'Token whose ApplicationID differs from the query' },
];

/** The launcher form (GET /dev/maitri/start). */
export function launcherForm(users: Option[], services: Option[]): string {
  const serial = () => String(randomInt(100000, 999999));
  const year = new Date().getFullYear();
  return `<form method="get" action="/dev/maitri/start">
${select('MaitriUserId', 'MAITRI user', users)}
${select('ServiceID', 'MAITRI service', services)}
${text('ApplicationID', 'ApplicationID', `MAITRI/${year}/${serial()}`)}
${text('TrackID', 'TrackID', `TRK${serial()}`)}
${text('ServiceAppID', 'ServiceAppID', `SA${serial()}`)}
<fieldset><legend>Token</legend>
${variants
  .map(
    (v, i) =>
      `<label><input type="radio" name="variant" value="${v.value}"${i === 0 ? ' checked' : ''}> ${h(v.label)}</label>`,
  )
  .join('\n')}
</fieldset>
<button type="submit">Start single-window sign-in</button>
</form>`;
}

type AuditRow = typeof integrationRequests.$inferSelect;

/** The latest requests that carried the integration headers. */
export function recentTable(rows: AuditRow[]): string {
  if (rows.length === 0) return '<p>None yet. Sign in through the launcher and open a page.</p>';
  const cells = (r: AuditRow) =>
    [
      r.at.toISOString().replace('T', ' ').slice(0, 19),
      `${r.method} ${r.path}`,
      String(r.statusCode),
      r.maitriUserId ?? '',
      r.serviceId ?? '',
      r.applicationId ?? '',
      r.userId === null ? '' : String(r.userId),
    ]
      .map((c) => `<td>${h(c)}</td>`)
      .join('');
  return `<table><thead><tr><th>At (UTC)</th><th>Request</th><th>Status</th><th>MAITRIUserID</th>
<th>mServiceID</th><th>mApplicationID</th><th>Portal user</th></tr></thead>
<tbody>${rows.map((r) => `<tr>${cells(r)}</tr>`).join('\n')}</tbody></table>`;
}
