import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

/** A search box (role searchbox) with the magnifier; Escape clears what was typed. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value !== '') {
          e.preventDefault();
          onChange('');
        }
      }}
      sx={{ flexGrow: 1, width: '100%', maxWidth: 520 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A search landmark with its box, then how many entries match, announced as it changes. */
export function SearchWithCount({
  count,
  ...field
}: Parameters<typeof SearchField>[0] & { count: string }) {
  return (
    <>
      <search>
        <SearchField {...field} />
      </search>
      <Typography role="status" color="text.secondary" sx={{ my: 2 }}>
        {count}
      </Typography>
    </>
  );
}
