/**
 * A date box that reads and takes dd-mm-yyyy, like every date the portal shows (a native date
 * input follows the browser's language and shows mm/dd/yyyy in an English-US browser), with a
 * calendar button that opens the browser's own picker. The value in and out is an ISO date; text
 * that is not a date is passed on as typed, so the form's own check names the problem.
 */
import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { parseDayMonthYear, toDayMonthYear } from '@/domain/calendar-date';
import { useT } from '@/i18n/use-t';

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string | undefined;
  /** The ISO date, '' when emptied, or the typed text when it is not a date. */
  onChange: (value: string) => void;
  /** The box's label; none in a table cell, where the column names it. */
  label?: string;
  /** What the date is, for the calendar button ("Choose <what> on a calendar"), translated. */
  what: string;
};

export function DateField({
  value,
  onChange,
  label,
  what,
  onBlur,
  slotProps,
  ...rest
}: DateFieldProps) {
  const t = useT();
  const [text, setText] = useState(() => toDayMonthYear(value ?? ''));
  const [shownValue, setShownValue] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  /** The date last passed on while typing: its echo must not reformat the text being typed. */
  const [sentWhileTyping, setSentWhileTyping] = useState<string | null>(null);
  // A new value from outside (a reset, the calendar) replaces what is shown.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== sentWhileTyping) setText(toDayMonthYear(value ?? ''));
  }

  const commit = () => {
    const typed = text.trim();
    const iso = typed === '' ? '' : parseDayMonthYear(typed);
    const next = iso ?? typed;
    setSentWhileTyping(null); // the text is settled now: a later value from outside shows
    if (iso) setText(toDayMonthYear(iso));
    if (next !== (value ?? '')) onChange(next);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parseDayMonthYear(text) ?? '';
    try {
      input.showPicker();
    } catch {
      input.focus(); // a browser without showPicker still offers its picker on the input
    }
  };

  return (
    <TextField
      {...rest}
      label={label}
      value={text}
      placeholder={t('shell.date.placeholder')}
      onChange={(e) => {
        setText(e.target.value);
        // A complete date counts at once (its error, the fee, the checks), not only when the box
        // is left: leaving it by clicking Next must not shift the page under the pointer.
        const iso = parseDayMonthYear(e.target.value);
        if (iso && iso !== (value ?? '')) {
          setSentWhileTyping(iso);
          onChange(iso);
        }
      }}
      onBlur={(e) => {
        commit();
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          ...(slotProps as { htmlInput?: object } | undefined)?.htmlInput,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                edge="end"
                size="small"
                aria-label={t('shell.date.calendar', { what })}
                onClick={openCalendar}
                disabled={rest.disabled}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
                onChange={(e) => {
                  const iso = e.target.value;
                  setText(toDayMonthYear(iso));
                  onChange(iso);
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
