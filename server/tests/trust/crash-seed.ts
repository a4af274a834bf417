/**
 * The crash test's data before the server first starts: migrated, the demo seed (as DEMO_SEED=1
 * would), and more investors, each with plots on which the crash service can be filed.
 */
import { hashPassword } from '../../src/auth/passwords.ts';
import { Role } from '../../../src/domain/roles.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/seed/demo.ts';
import { users } from '../../src/db/schema.ts';
import { createLocalStorage } from '../../src/lib/storage.ts';
import { addPlot, catalog } from '../support/engine.ts';
import { TEST_PASSWORD } from '../support/test-db.ts';
import { CRASH_SERVICE } from './crash-applicant.ts';
import type { Applicant } from './crash-applicant.ts';
import type { CrashData } from './crash-server.ts';

/** The demo investor plus `investors - 1` new ones, each holding `plotsEach` fresh plots. */
export async function seedCrashData(
  data: CrashData,
  opts: { investors: number; plotsEach: number },
): Promise<Applicant[]> {
  const handle = await data.open();
  try {
    await runMigrations(handle);
    const { db } = handle;
    await seedDemoData(db, {
      password: TEST_PASSWORD,
      storage: createLocalStorage(data.uploadDir),
      catalog,
    });
    const emails: string[] = [DEMO_ACCOUNTS.investor.email];
    const passwordHash = await hashPassword(TEST_PASSWORD);
    for (let i = 1; i < opts.investors; i++) {
      const email = `crash-investor-${i}@test.example`;
      await db.insert(users).values({
        email,
        passwordHash,
        roleId: Role.Investor,
        userName: `Crash Investor ${i}`,
        emailVerified: true,
      });
      emails.push(email);
    }
    const owners = await db.select({ userId: users.userId, email: users.email }).from(users);
    const applicants: Applicant[] = [];
    for (const email of emails) {
      const owner = owners.find((o) => o.email === email)!;
      const plots: string[] = [];
      for (let p = 0; p < opts.plotsEach; p++)
        plots.push(
          await addPlot({ database: handle }, owner.userId, CRASH_SERVICE.sample.plot as never),
        );
      applicants.push({
        email,
        password: TEST_PASSWORD,
        plots,
        nextPlot: 0,
        sessions: [],
        cycles: [],
      });
    }
    return applicants;
  } finally {
    await handle.close();
  }
}
