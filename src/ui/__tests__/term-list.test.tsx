import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TermList } from '../term-list';

describe('TermList', () => {
  it('pairs each term with its value in a description list, the total last and announced', () => {
    const { container } = render(
      <TermList
        terms={[
          { term: 'Scrutiny fee', value: '₹1,000.00' },
          { term: 'GST', value: '₹180.00', valueProps: { 'data-testid': 'gst' } },
          {
            key: 'total',
            term: 'Total',
            value: '₹1,180.00',
            total: true,
            valueProps: { 'aria-live': 'polite' },
          },
        ]}
        numeric
      />,
    );
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    const pairs = [...(list as HTMLElement).querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.tagName,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Scrutiny fee', 'DD', '₹1,000.00'],
      ['GST', 'DD', '₹180.00'],
      ['Total', 'DD', '₹1,180.00'],
    ]);
    expect(screen.getByTestId('gst')).toHaveTextContent('₹180.00');
    expect(screen.getByText('₹1,180.00')).toHaveAttribute('aria-live', 'polite');
  });
});
