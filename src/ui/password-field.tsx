import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from './visually-hidden';

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* Named by hidden text, not aria-label, so the field's label stays unique. */}
              <IconButton
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()} // keep focus in the field
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
                <span style={visuallyHidden}>
                  {visible ? t('core.login.form.hidePassword') : t('core.login.form.showPassword')}
                </span>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
