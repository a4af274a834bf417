import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { SLOW } from '../../__tests__/support';
import { PortalForm } from '../../theme/portal-theme';

/** An object of `n` text fields, Field 1 … Field n. */
function longObject(n: number): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (let i = 1; i <= n; i++) properties[`f${i}`] = { type: 'string', title: `Field ${i}` };
  return { type: 'object', properties };
}

describe('a long object', SLOW, () => {
  it('shows its first block of 24 fields at once and the rest block by block after', async () => {
    const seen: number[] = [];
    const { container } = render(<PortalForm schema={longObject(60)} validator={validator} />);
    const count = () => container.querySelectorAll('input[type="text"]').length;
    seen.push(count());
    expect(seen[0]).toBe(24);
    await waitFor(() => {
      seen.push(count());
      expect(count()).toBe(60);
    });
    // The rest came in two commits (24, then 12), not in one.
    expect(seen).toContain(48);
    expect(screen.getByRole('textbox', { name: 'Field 60' })).toBeInTheDocument();
  });
});
