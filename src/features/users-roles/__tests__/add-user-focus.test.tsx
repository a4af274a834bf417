import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { addSubUser } from '@/api/users';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddUserPage } from '../add-user-page';

vi.mock('@/api/users', () => ({ addSubUser: vi.fn() }));

describe('adding a user with errors', () => {
  it(
    'moves the focus to the first invalid field (E-mail), not leaving it on the button',
    { timeout: 60000 },
    async () => {
      const { user } = renderWithProviders(<AddUserPage />);
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ram');
      await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'x@');
      await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '1');
      await user.click(screen.getByRole('button', { name: 'Add user' }));
      const email = screen.getByRole('textbox', { name: /^E-mail address/ });
      await waitFor(() => expect(email).toHaveFocus());
      expect(email).toBeInvalid();
      expect(addSubUser).not.toHaveBeenCalled();
    },
  );
});
