/**
 * The profile's notification preferences: "Send me SMS alerts", and e-mail on or off for each kind
 * of message this account receives, under its group's heading. Account-security messages (reset
 * links, one-time passwords, contact changes) are shown switched on and cannot be switched off.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getNotificationPreferences, saveNotificationPreferences } from '@/api/notifications';
import type { EmailSwitch, NotificationPreferences as Prefs } from '@/api/notifications';
import {
  notificationGroupLabel,
  notificationKindLabel,
  securityMessagesLabel,
} from '@/domain/notification-labels';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { Section } from './section';
import { toast } from '@/ui/alerts';

/** The switches in their groups, in the server's order. */
function byGroup(
  switches: EmailSwitch[],
): { group: string; label: string; items: EmailSwitch[] }[] {
  const groups = new Map<string, { group: string; label: string; items: EmailSwitch[] }>();
  for (const s of switches) {
    const group = groups.get(s.Group) ?? { group: s.Group, label: s.GroupLabel, items: [] };
    group.items.push(s);
    groups.set(s.Group, group);
  }
  return [...groups.values()];
}

/** One group's switches; its heading and labels in the language on screen, by their ids. */
function Group(props: {
  group: string;
  label: string;
  items: EmailSwitch[];
  onChange: (kind: string, enabled: boolean) => void;
}) {
  const t = useT();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
        {notificationGroupLabel(t, props.group, props.label)}
      </Typography>
      <FormGroup>
        {props.items.map((s) => (
          <FormControlLabel
            key={s.Kind}
            control={
              <Switch
                checked={s.Enabled}
                onChange={(e) => props.onChange(s.Kind, e.target.checked)}
              />
            }
            label={notificationKindLabel(t, s.Kind, s.Label)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export function NotificationPreferences() {
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getNotificationPreferences().then(
      (res) => (res.IsSuccess ? setPrefs(res.Data) : setError(res.Message)),
      () => setError(t('account.notifications.loadFailed')),
    );
  }, []);

  async function save() {
    if (!prefs) return;
    setSaving(true);
    setError(null);
    try {
      const res = await saveNotificationPreferences({
        SmsAlerts: prefs.SmsAlerts,
        EmailOff: prefs.Email.filter((e) => !e.Enabled).map((e) => e.Kind),
      });
      if (!res.IsSuccess) return setError(res.Message);
      setPrefs(res.Data);
      void toast({
        icon: 'success',
        title: t('account.notifications.saved'),
        text: res.Message,
        timer: 3000,
      });
    } catch {
      setError(t('account.notifications.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const tr = useT();
  const setEmail = (kind: string, enabled: boolean) =>
    setPrefs(
      (p) =>
        p && {
          ...p,
          Email: p.Email.map((x) => (x.Kind === kind ? { ...x, Enabled: enabled } : x)),
        },
    );

  return (
    <Section
      id="notification-preferences"
      title={tr('account.notifications.title')}
      intro={tr('account.notifications.intro')}
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {prefs ? (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={prefs.SmsAlerts}
                onChange={(e) => setPrefs({ ...prefs, SmsAlerts: e.target.checked })}
              />
            }
            label={tr('account.notifications.sms')}
          />
          {prefs.SmsAlerts && !prefs.HasMobile ? (
            <Alert severity="info" sx={{ my: 1 }}>
              {tr('account.notifications.smsNeedsMobile')}
            </Alert>
          ) : null}
          <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
            {tr('account.notifications.emailAbout')}
          </Typography>
          {byGroup(prefs.Email).map((g) => (
            <Group key={g.group} {...g} onChange={setEmail} />
          ))}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
              {tr('account.notifications.alwaysSent')}
            </Typography>
            <FormControlLabel
              control={<Switch checked disabled />}
              label={securityMessagesLabel(tr)}
            />
          </Box>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => void save()} disabled={saving}>
            {tr('account.notifications.save')}
          </Button>
        </>
      ) : null}
    </Section>
  );
}
