/**
 * Demo data for a fresh database (DEMO_SEED, on unless '0'/'false'). Idempotent: an account that
 * already exists is left as it is, so restarts never reset passwords someone changed.
 */
import { sql } from 'drizzle-orm';
import { Role } from '../../../src/domain/roles.ts';
import type { RoleId } from '../../../src/domain/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import { storageWithin } from '../lib/storage.ts';
import type { FileStorage } from '../lib/storage.ts';
import { getCatalog } from '../services/forms/catalog.ts';
import type { Catalog } from '../services/forms/catalog.ts';
import { seedMaitriDemo } from './maitri.ts';
import { seedMasterData } from './master.ts';
import { seedDemoWaterBills, seedPaymentMaster } from './payments.ts';
import { seedDemoPlots } from './plots.ts';
import { companies, users } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export interface DemoAccount {
  email: string;
  role: RoleId;
  name: string;
  description: string;
}

export const DEMO_ACCOUNTS = {
  investor: {
    email: 'investor@demo.test',
    role: Role.Investor,
    name: 'Demo Investor',
    description:
      'Investor (plot holder), owns Demo Industries Pvt Ltd; plots at Taloja and Ranjangaon',
  },
  txuser: {
    email: 'txuser@demo.test',
    role: Role.TransactionUser,
    name: 'Demo Transaction User',
    description: 'Transaction-User under the investor, rights 0,2 (lease/land, water)',
  },
  midc: {
    email: 'midc@demo.test',
    role: Role.MidcUser,
    name: 'Demo MIDC Officer',
    description: 'Midc-User (industrial development body)',
  },
  admin: {
    email: 'admin@demo.test',
    role: Role.Admin,
    name: 'Demo Admin',
    description: 'Admin',
  },
} as const satisfies Record<string, DemoAccount>;

const DEMO_COMPANY = {
  companyName: 'Demo Industries Pvt Ltd',
  companyAddress: 'Plot A-12, MIDC Industrial Area',
  companyAddressLine2: 'Andheri East',
  pincode: '400093',
  state: 'Maharashtra',
  city: 'Mumbai',
  town: 'Andheri',
  companyTin: '27123456789',
  companyPan: 'AABCD1234E',
  companyPhoneNo: '02228201234',
  companyFaxNo: '02228201235',
  gstin: '27AABCD1234E1Z5',
};

async function ensureUser(
  db: Db,
  account: DemoAccount,
  passwordHash: () => Promise<string>,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  const [existing] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email}`);
  if (existing) return existing.userId;
  const [created] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash: await passwordHash(),
      roleId: account.role,
      userName: account.name,
      emailVerified: true,
      emailVerifiedAt: new Date(),
      midcUser: account.role === Role.MidcUser,
      ...extra,
    })
    .returning({ userId: users.userId });
  return created!.userId;
}

export interface DemoSeedOptions {
  password: string;
  /** Where the demo applications' documents are stored. */
  storage: FileStorage;
  catalog?: Catalog;
}

/**
 * Creates the demo accounts (and the investor's company) unless they exist, then the master data
 * and the investor's plots with their history (plots.ts).
 */
export async function seedDemoData(db: Db, opts: DemoSeedOptions): Promise<void> {
  // Hashed only when an account is missing: argon2 is made to be slow, and a restart has them all.
  let hashed: Promise<string> | undefined;
  const passwordHash = () => (hashed ??= hashPassword(opts.password));
  const catalog = opts.catalog ?? getCatalog();
  await seedMasterData(db, catalog);
  await seedPaymentMaster(db);
  await db.transaction(async (tx) => {
    const investorId = await ensureUser(tx, DEMO_ACCOUNTS.investor, passwordHash, {
      mobile: '9876543210',
    });
    await tx
      .insert(companies)
      .values({ userId: investorId, ...DEMO_COMPANY })
      .onConflictDoNothing({ target: companies.userId });
    await ensureUser(tx, DEMO_ACCOUNTS.txuser, passwordHash, {
      parentUserId: investorId,
      departmentRights: '0,2',
      createdBy: investorId,
      mobile: '9876543211',
    });
    const staffId = await ensureUser(tx, DEMO_ACCOUNTS.midc, passwordHash);
    await ensureUser(tx, DEMO_ACCOUNTS.admin, passwordHash);

    const storage = storageWithin(opts.storage, tx);
    await seedDemoPlots(tx, { catalog, storage }, { investorId, staffId });
    await seedMaitriDemo(tx, investorId);
    await seedDemoWaterBills(tx, 'RAI-TLJ-A12', 'TLJ/IND/004512');
  });
}
