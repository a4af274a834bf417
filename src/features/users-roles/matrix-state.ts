/**
 * The access-management matrix as plain data: each sub-user's chosen rights, compared with what
 * the server holds, so only changed rows are saved and an unsaved change is never lost.
 */
import { parseRights } from '@/domain/departments';
import type { RightsRow, SubUser } from '@/domain/contract/users';

/** UserId → chosen department ids (sorted). */
export type Matrix = Record<number, number[]>;

/** The matrix the server's list describes. */
export function matrixOf(users: readonly SubUser[]): Matrix {
  return Object.fromEntries(users.map((u) => [u.UserId, parseRights(u.DepartmentRights)]));
}

/** Turns one cell on or off. */
export function toggleCell(matrix: Matrix, userId: number, departmentId: number, on: boolean) {
  const current = matrix[userId] ?? [];
  const next = on
    ? [...new Set([...current, departmentId])].sort((a, b) => a - b)
    : current.filter((id) => id !== departmentId);
  return { ...matrix, [userId]: next };
}

const same = (a: readonly number[] = [], b: readonly number[] = []) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** The rows whose rights differ from the saved ones: what PUT /api/users/rights should get. */
export function changedRows(saved: Matrix, edited: Matrix): RightsRow[] {
  return Object.keys(edited)
    .map(Number)
    .filter((id) => !same(saved[id], edited[id]))
    .map((id) => ({ UserId: id, DepartmentRights: edited[id] ?? [] }));
}
