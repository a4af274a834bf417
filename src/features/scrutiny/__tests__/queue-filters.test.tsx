import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '@/ui/theme-provider';
import { QueueFilters } from '../queue-filters';

describe('the scrutiny queue filters', () => {
  it('set a filter from its list and clear it with its "All" option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <QueueFilters value={{}} areas={['Chakan', 'Taloja']} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Industrial area' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Taloja' }));
    expect(onChange).toHaveBeenLastCalledWith({ area: 'Taloja' });

    rerender(
      <QueueFilters value={{ area: 'Taloja' }} areas={['Chakan', 'Taloja']} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Industrial area' }));
    await user.click(screen.getByRole('option', { name: 'All areas' }));
    expect(onChange).toHaveBeenLastCalledWith({ area: undefined });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Under scrutiny' }));
    expect(onChange).toHaveBeenLastCalledWith({ area: 'Taloja', status: 'UnderScrutiny' });
  });

  it('show an unset filter\'s "All" choice in its box', () => {
    render(
      <PortalThemeProvider>
        <QueueFilters value={{}} areas={['Chakan', 'Taloja']} onChange={vi.fn()} />
      </PortalThemeProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Industrial area' })).toHaveTextContent(
      'All areas',
    );
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveTextContent('All services');
  });
});
