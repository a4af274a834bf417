import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { updateUserProfile } from '@/api/profile';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CompanyDetailsForm } from '../components/company-details-form';

vi.mock('@/api/profile', () => ({ updateUserProfile: vi.fn() }));

const info = {
  userData: { UserName: 'Demo Investor' },
  companyInfo: {
    CompanyAddress: 'Plot C-7, MIDC Butibori',
    City: 'Nagpur',
    State: 'Maharashtra',
    Pincode: '44',
    CompanyPhoneNo: 'abc',
  },
} as unknown as UserAndCompanyInfo;

describe('saving company details with errors', () => {
  it('moves the focus to the first invalid field (PIN code), not leaving it on the button', async () => {
    const { user } = renderWithProviders(
      <CompanyDetailsForm info={info} withCompany onSaved={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const pin = screen.getByRole('textbox', { name: 'PIN code' });
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeInvalid();
    expect(updateUserProfile).not.toHaveBeenCalled();
  });
});
