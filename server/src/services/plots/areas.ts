/** The industrial areas of the master list, as the registration form and staff filters offer them. */
import { asc } from 'drizzle-orm';
import { industrialAreas } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import type { IndustrialArea } from '../../../../src/domain/contract/plot-registrations.ts';

/** Every industrial area, by name. */
export async function industrialAreaList(db: Db): Promise<IndustrialArea[]> {
  const rows = await db
    .select({
      IndustrialAreaId: industrialAreas.industrialAreaId,
      Name: industrialAreas.name,
      DistrictId: industrialAreas.districtId,
      DistrictName: industrialAreas.districtName,
    })
    .from(industrialAreas)
    .orderBy(asc(industrialAreas.name));
  return rows;
}
