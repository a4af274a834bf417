/**
 * Service-master ids (spec §6): a Transaction-User's DepartmentRights is a comma-separated list of
 * these, and a route or service carrying one is offered only when it is in the rights.
 */
export const departments = [
  { id: 0, name: 'Lease and Land', description: 'Plot-level lease and land services' },
  { id: 1, name: 'Fire and PNG', description: 'Fire approvals, PNG and Final Form B' },
  { id: 2, name: 'Water', description: 'Water connections, consumer name, no-due certificate' },
  {
    id: 3,
    name: 'Building and Planning',
    description: 'Tree felling, plans, plinth, occupancy, right of way',
  },
  { id: 4, name: 'IT', description: 'IT software and hardware units' },
  { id: 6, name: 'Drainage', description: 'Drainage connection' },
  { id: 7, name: 'Co-Developer', description: 'Co-developer permission' },
] as const;

export type DepartmentId = (typeof departments)[number]['id'];

export const departmentIds: readonly number[] = departments.map((d) => d.id);

/** Parses "0, 2,x" → [0, 2]; anything that is not a known id is dropped. */
export function parseRights(rights: string | null | undefined): number[] {
  if (!rights) return [];
  const ids = rights
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter((n) => departmentIds.includes(n));
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function formatRights(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** Spec §6: a null or absent service-master id is always allowed. */
export function hasRight(
  rights: readonly number[],
  serviceMasterId: number | null | undefined,
): boolean {
  return (
    serviceMasterId === null || serviceMasterId === undefined || rights.includes(serviceMasterId)
  );
}
