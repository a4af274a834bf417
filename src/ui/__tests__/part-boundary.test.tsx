import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PartBoundary } from '../part-boundary';
import '@/testing/render-with-providers'; // registers cleanup

function Unreachable({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Failed to fetch dynamically imported module');
  return <p>The part</p>;
}

describe('PartBoundary', () => {
  it('puts a notice in a failed part’s place only, and tries again with a new key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
      'The portal could not reach the server. Check your internet connection and try again.',
    );
    expect(screen.getByText('The rest of the screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something Went Wrong' })).not.toBeInTheDocument();
    rerender(screenWith(false, 'a'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(screenWith(false, 'b'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('The part')).toBeInTheDocument();
  });
});
