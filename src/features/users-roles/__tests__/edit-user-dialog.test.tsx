import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { updateSubUser } from '@/api/users';
import type { SubUser } from '@/domain/contract/users';
import { renderWithProviders } from '@/testing/render-with-providers';
import { confirmTo } from '@/ui/alerts';
import { EditUserDialog } from '../components/edit-user-dialog';

vi.mock('@/api/users', () => ({ updateSubUser: vi.fn() }));
vi.mock('@/ui/alerts', () => ({ confirmTo: vi.fn(async () => false) }));

const asha: SubUser = {
  UserId: 11,
  UserName: 'Asha Patil',
  Email: 'asha@demo.test',
  MobileNo: '9898989898',
  DepartmentRights: '2',
  Departments: ['Water'],
  Verified: true,
  CreatedDate: '2025-01-01T00:00:00Z',
};

beforeEach(() => vi.clearAllMocks());

describe('editing a sub-user (issue 22)', () => {
  it('edits name and mobile as well as rights', async () => {
    const onSaved = vi.fn();
    const saved = { ...asha, UserName: 'Asha Deshmukh', MobileNo: '9822011111' };
    vi.mocked(updateSubUser).mockResolvedValue({ IsSuccess: true, Message: '', Data: saved });
    const { user } = renderWithProviders(
      <EditUserDialog user={asha} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Asha Deshmukh');
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.clear(mobile);
    await user.type(mobile, '98220 11111');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateSubUser).toHaveBeenCalledWith(11, {
      UserName: 'Asha Deshmukh',
      MobileNo: '9822011111',
      DepartmentRights: [2],
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('needs at least one department, as adding does', async () => {
    const { user } = renderWithProviders(
      <EditUserDialog user={asha} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /^Water/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Choose at least one department')).toBeInTheDocument();
    expect(updateSubUser).not.toHaveBeenCalled();
  });

  it('asks before dropping unsaved changes; closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <EditUserDialog user={asha} onClose={onClose} onSaved={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirmTo).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('checkbox', { name: /^IT/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirmTo).toHaveBeenCalledWith(
      onClose,
      expect.objectContaining({ yes: 'discard the changes', no: 'keep editing' }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });
});
