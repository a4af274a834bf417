import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDayMonthYear, toDayMonthYear } from '@/domain/calendar-date';
import { DateField } from '../date-field';

describe('calendar dates as dd-mm-yyyy', () => {
  it('shows an ISO date as dd-mm-yyyy and reads what people type', () => {
    expect(toDayMonthYear('2027-07-15')).toBe('15-07-2027');
    expect(parseDayMonthYear('15-07-2027')).toBe('2027-07-15');
    expect(parseDayMonthYear('1/8/2027')).toBe('2027-08-01');
    expect(parseDayMonthYear('01.08.2027')).toBe('2027-08-01');
    expect(parseDayMonthYear('2027-08-01')).toBe('2027-08-01');
    expect(parseDayMonthYear('31-02-2027')).toBeNull();
    expect(parseDayMonthYear('07/15/2027')).toBeNull(); // month 15: a US date is not a date here
  });
});

describe('DateField (issue 22: date pickers read dd-mm-yyyy like every other date)', () => {
  it('shows the answer as dd-mm-yyyy and gives back an ISO date', async () => {
    const onChange = vi.fn();
    render(
      <DateField label="To be planted by" what="the date" value="2027-07-15" onChange={onChange} />,
    );
    const box = screen.getByRole('textbox', { name: 'To be planted by' });
    expect(box).toHaveValue('15-07-2027');
    expect(box).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    expect(
      screen.getByRole('button', { name: 'Choose the date on a calendar' }),
    ).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '1-8-2027');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2027-08-01');
    expect(box).toHaveValue('01-08-2027');
  });

  it('passes a complete date on while it is typed, leaving the text as typed until the box is left', async () => {
    function Controlled({ onChange }: { onChange: (v: string) => void }) {
      const [value, setValue] = useState('');
      return (
        <DateField
          label="Date"
          what="the date"
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      );
    }
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(box, '1-8-202');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(box, '7');
    expect(onChange).toHaveBeenLastCalledWith('2027-08-01');
    expect(box).toHaveValue('1-8-2027');
    await userEvent.tab();
    expect(box).toHaveValue('01-08-2027');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('passes on text that is not a date, so the form can say so', async () => {
    const onChange = vi.fn();
    render(<DateField label="Date" what="the date" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '31-02-2027');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('31-02-2027');
  });
});
