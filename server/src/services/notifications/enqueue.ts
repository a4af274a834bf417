/**
 * Writes an event's messages: the portal list rows and the outbox rows (e-mail, SMS) for everyone
 * the event concerns, on the caller's database handle — the event's own transaction — so there is
 * no event without its messages and no message without its event. Delivery is the worker's job.
 */
import { notifications, outbox } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { NotificationKind, NotificationParams } from './kinds.ts';
import { candidatesFor, deliveriesFor, plotContactsFor } from './recipients.ts';
import type { Audience } from './recipients.ts';

export interface NotificationEvent {
  kind: NotificationKind;
  audience: Audience;
  params: NotificationParams;
  /** The plot the event is about: its registration's contact details are told too. */
  plotId?: string;
}

/** Writes the messages of each event; returns how many rows (portal + outbox) were written. */
export async function notify(db: Db, ...events: NotificationEvent[]): Promise<number> {
  let written = 0;
  for (const event of events) {
    const candidates = await candidatesFor(db, event.audience);
    const contacts = event.plotId ? await plotContactsFor(db, event.plotId) : undefined;
    const deliveries = deliveriesFor(event.kind, event.audience, candidates, contacts);
    const params = stripEmpty(event.params);
    const portal = deliveries.filter((d) => d.channel === 'portal' && d.userId !== null);
    const sent = deliveries.filter((d) => d.channel !== 'portal');
    if (portal.length > 0)
      await db
        .insert(notifications)
        .values(portal.map((d) => ({ userId: d.userId!, kind: event.kind, params })));
    if (sent.length > 0)
      await db.insert(outbox).values(
        sent.map((d) => ({
          channel: d.channel as 'email' | 'sms',
          toAddress: d.to,
          body: '',
          kind: event.kind,
          params: { ...params, ...(d.name ? { name: d.name } : {}), language: d.language },
          userId: d.userId,
        })),
      );
    written += deliveries.length;
  }
  return written;
}

function stripEmpty(params: NotificationParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
    ),
  );
}
