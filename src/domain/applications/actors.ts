/**
 * Who is acting on an application. The applicant is the plot holder (an Investor who owns the
 * application) or a Transaction-User of that plot holder with the service's department right;
 * staff are users of the industrial development body (role 4); `system` is the server itself
 * (payment callbacks, automatic moves). Admins have no part in applications (spec §2).
 */
import { hasRight } from '../departments';
import { Role, type RoleId } from '../roles';

/** The parties an action can be allowed to. */
export type Party = 'applicant' | 'staff' | 'system';

/** The one acting: a signed-in user (with ownership worked out by the server) or the system. */
export type Actor =
  | { kind: 'system' }
  | {
      kind: 'user';
      role: RoleId;
      /** The application belongs to this user, or to the main user of this sub-user. */
      isOwner: boolean;
      departmentRights?: readonly number[];
    };

/** Why an actor is not the applicant or staff for an application. */
export type PartyRefusal = 'owner' | 'department' | 'role';

/** The party an actor plays for an application of a service, or why they play none. */
export function partyOf(
  actor: Actor,
  serviceMasterId: number | null | undefined,
): { party: Party } | { refusal: PartyRefusal } {
  if (actor.kind === 'system') return { party: 'system' };
  switch (actor.role) {
    case Role.MidcUser:
      return { party: 'staff' };
    case Role.Investor:
      return actor.isOwner ? { party: 'applicant' } : { refusal: 'owner' };
    case Role.TransactionUser:
      if (!actor.isOwner) return { refusal: 'owner' };
      return hasRight(actor.departmentRights ?? [], serviceMasterId)
        ? { party: 'applicant' }
        : { refusal: 'department' };
    default:
      return { refusal: 'role' };
  }
}
