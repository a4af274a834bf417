import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getSubUsers, saveRightsMatrix } from '@/api/users';
import { departments } from '@/domain/departments';
import { EDIT_RIGHTS_FAILED } from '@/domain/users';
import type { SubUser } from '@/domain/contract/users';
import { renderWithProviders } from '@/testing/render-with-providers';
import { confirmTo } from '@/ui/alerts';
import { AccessManagementPage } from '../access-page';
import { changedRows, matrixOf, toggleCell } from '../matrix-state';

vi.mock('@/api/users', () => ({ getSubUsers: vi.fn(), saveRightsMatrix: vi.fn() }));
vi.mock('@/ui/alerts', () => ({
  toast: vi.fn(async () => {}),
  confirmTo: vi.fn(async () => false),
}));

const user = (UserId: number, UserName: string, DepartmentRights: string): SubUser => ({
  UserId,
  UserName,
  Email: `${UserName.split(' ')[0]!.toLowerCase()}@demo.test`,
  MobileNo: '9898989898',
  DepartmentRights,
  Departments: [],
  Verified: true,
  CreatedDate: '2025-01-01T00:00:00Z',
});
const asha = user(11, 'Asha Patil', '0,2');
const ravi = user(12, 'Ravi Kumar', '1');

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getSubUsers).mockResolvedValue({ IsSuccess: true, Message: '', Data: [asha, ravi] });
});

describe('matrix state', () => {
  it('saves only the rows that changed', () => {
    const saved = matrixOf([asha, ravi]);
    let edited = toggleCell(saved, 11, 4, true);
    edited = toggleCell(edited, 11, 2, false);
    expect(changedRows(saved, edited)).toEqual([{ UserId: 11, DepartmentRights: [0, 4] }]);
    expect(changedRows(saved, toggleCell(edited, 11, 2, true))).toHaveLength(1);
    expect(changedRows(saved, toggleCell(toggleCell(edited, 11, 2, true), 11, 4, false))).toEqual(
      [],
    );
  });
});

describe('AccessManagementPage', () => {
  it('labels every checkbox "<user> – <department>" and reflects the saved rights', async () => {
    renderWithProviders(<AccessManagementPage />);
    expect(await screen.findByRole('checkbox', { name: 'Asha Patil – Water' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Asha Patil – IT' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ravi Kumar – Fire and PNG' })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2 * departments.length);
    const table = screen.getByRole('table', { name: 'Department rights of each user' });
    expect(within(table).getByRole('columnheader', { name: 'Drainage' })).toBeInTheDocument();
  });

  it('saves the changed rows together; a failure keeps the edits and says so', async () => {
    vi.mocked(saveRightsMatrix)
      .mockResolvedValueOnce({ IsSuccess: false, Message: 'nope', Data: [] })
      .mockResolvedValueOnce({
        IsSuccess: true,
        Message: 'saved',
        Data: [
          { ...asha, DepartmentRights: '0,4' },
          { ...ravi, DepartmentRights: '' },
        ],
      });
    const { user: u } = renderWithProviders(<AccessManagementPage />);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: 'Asha Patil – IT' }));
    await u.click(screen.getByRole('checkbox', { name: 'Asha Patil – Water' }));
    await u.click(screen.getByRole('checkbox', { name: 'Ravi Kumar – Fire and PNG' }));
    expect(screen.getByText('Unsaved changes for 2 users.')).toBeInTheDocument();

    await u.click(save);
    expect(saveRightsMatrix).toHaveBeenCalledWith([
      { UserId: 11, DepartmentRights: [0, 4] },
      { UserId: 12, DepartmentRights: [] },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(EDIT_RIGHTS_FAILED);
    expect(screen.getByRole('checkbox', { name: 'Asha Patil – IT' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Asha Patil – Water' })).not.toBeChecked();

    await u.click(save);
    expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Asha Patil – IT' })).toBeChecked();
  });

  it('warns before unsaved changes are dropped by leaving the page (issue 22)', async () => {
    const { user: u } = renderWithProviders(
      <>
        <a href="/dashboard">Dashboard</a>
        <AccessManagementPage />
      </>,
    );
    const leave = () => new Event('beforeunload', { cancelable: true });
    await screen.findByRole('checkbox', { name: 'Ravi Kumar – Drainage' });
    const untouched = leave();
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    await u.click(screen.getByRole('checkbox', { name: 'Ravi Kumar – Drainage' }));
    await u.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(confirmTo).toHaveBeenCalledWith(
      expect.any(Function),
      expect.objectContaining({ yes: 'leave without saving', no: 'stay on this page' }),
    );
    // Declined (the mock answers no): the edit is still on screen.
    expect(screen.getByRole('checkbox', { name: 'Ravi Kumar – Drainage' })).toBeChecked();
    const reload = leave();
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
  });

  it('discards unsaved changes on request', async () => {
    const { user: u } = renderWithProviders(<AccessManagementPage />);
    await u.click(await screen.findByRole('checkbox', { name: 'Ravi Kumar – Drainage' }));
    await u.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('checkbox', { name: 'Ravi Kumar – Drainage' })).not.toBeChecked();
    expect(saveRightsMatrix).not.toHaveBeenCalled();
  });
});
