import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../error-boundary';
import '@/testing/render-with-providers'; // registers cleanup

function Boom(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary and the error screen (spec §2)', () => {
  it('shows the spec texts and goes to the dashboard route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onNavigate = vi.fn();
    render(
      <>
        <p>Layout stays</p>
        <ErrorBoundary dashboardRoute="/Dashboard" onNavigate={onNavigate}>
          <Boom />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(screen.getByText('We are working on fixing the problem.')).toBeInTheDocument();
    expect(screen.getByText('Layout stays')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go To Dashboard' }));
    expect(onNavigate).toHaveBeenCalledWith('/Dashboard');
  });

  it('goes back one step without a dashboard route, and recovers on a new resetKey', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onNavigate = vi.fn();
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" onNavigate={onNavigate}>
        <Boom />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go To Dashboard' }));
    expect(onNavigate).toHaveBeenCalledWith(-1);
    rerender(
      <ErrorBoundary resetKey="/b" onNavigate={onNavigate}>
        <p>Next page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});
