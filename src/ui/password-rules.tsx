import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRules,
  type PasswordRule,
} from '@/domain/password-policy';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from './visually-hidden';

/** Each rule's text in the catalog. */
const ruleLabels: Record<PasswordRule['id'], MessageId> = {
  length: 'shell.password.rule.length',
  upper: 'shell.password.rule.upper',
  lower: 'shell.password.rule.lower',
  digit: 'shell.password.rule.digit',
  special: 'shell.password.rule.special',
};

/** The password rules, each marked as met or not yet met while the user types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const t = useT();
  return (
    <List dense id={id} aria-label={t('shell.password.rules')} disablePadding>
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
                  {t(ruleLabels[rule.id], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
                  <span style={visuallyHidden}>
                    {' '}
                    {ok ? t('shell.password.met') : t('shell.password.notMet')}
                  </span>
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
