import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { passwordRules } from '@/domain/password-policy';
import { visuallyHidden } from './visually-hidden';

/** The password rules, each marked as met or not yet met while the user types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <List dense id={id} aria-label="Password rules" disablePadding>
      {passwordRules.map((rule) => {
        const ok = rule.test(password);
        return (
          <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {ok ? (
                <CheckCircle fontSize="small" color="success" />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {rule.label}
                  <span style={visuallyHidden}>{ok ? ' (met)' : ' (not met)'}</span>
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
