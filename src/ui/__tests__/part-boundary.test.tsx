import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '@/lib/browser';
import { PartBoundary } from '../part-boundary';
import '@/testing/render-with-providers'; // registers cleanup

function Unreachable({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Failed to fetch dynamically imported module');
  return <p>The part</p>;
}

describe('PartBoundary', () => {
  it('puts a notice in a failed part’s place only, offers a reload, and tries again with a new key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const screenWith = (fail: boolean, key: string) => (
      <>
        <p>The rest of the screen</p>
        <PartBoundary resetKey={key}>
          <Unreachable fail={fail} />
        </PartBoundary>
      </>
    );
    const { rerender } = render(screenWith(true, 'a'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of this page could not be downloaded. Check your internet connection, then reload the page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByText('The rest of the screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something Went Wrong' })).not.toBeInTheDocument();
    rerender(screenWith(false, 'a'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(screenWith(false, 'b'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('The part')).toBeInTheDocument();
  });
});
