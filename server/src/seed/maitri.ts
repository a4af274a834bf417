/**
 * Demo data of the single-window (MAITRI) sandbox: the demo investor's MAITRI user id and a few
 * MAITRI service ids mapped to catalogue services. A real deployment enters the ids MAITRI
 * actually uses. Idempotent: an existing link or mapping is left as it is.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { maitriServices, users } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** The demo investor's MAITRI user id. */
export const DEMO_MAITRI_USER_ID = 'MAITRI-INV-1001';

/** Sandbox MAITRI service ids → catalogue services. */
export const DEMO_MAITRI_SERVICES = [
  {
    maitriServiceId: 'MIDC-WAT-101',
    serviceId: 'NewWaterConnectionService',
    description: 'Water connection for an industrial plot',
  },
  {
    maitriServiceId: 'MIDC-FIR-201',
    serviceId: 'FinalFireApprovalService',
    description: 'Final fire NOC',
  },
  {
    maitriServiceId: 'MIDC-TRE-301',
    serviceId: 'TreeFellingRePlantationService',
    description: 'Tree felling / replantation permission',
  },
  {
    maitriServiceId: 'MIDC-BLD-302',
    serviceId: 'OccupancyCertificateService',
    description: 'Building completion / occupancy certificate',
  },
  {
    maitriServiceId: 'MIDC-DRN-601',
    serviceId: 'DrainageConnectionService',
    description: 'Drainage / CETP connection',
  },
] as const;

/** Links the investor to its MAITRI id (unless linked) and adds the sandbox mappings. */
export async function seedMaitriDemo(db: Db, investorId: number): Promise<void> {
  await db
    .update(users)
    .set({ maitriUserId: DEMO_MAITRI_USER_ID })
    .where(and(eq(users.userId, investorId), isNull(users.maitriUserId)));
  await db
    .insert(maitriServices)
    .values(DEMO_MAITRI_SERVICES.map((s) => ({ ...s })))
    .onConflictDoNothing({ target: maitriServices.maitriServiceId });
}
