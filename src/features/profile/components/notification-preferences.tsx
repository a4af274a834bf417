/**
 * The profile's notification preferences: "Send me SMS alerts" and e-mail on or off per kind of
 * message. Account-security messages (reset links, one-time passwords) are always sent.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getNotificationPreferences, saveNotificationPreferences } from '@/api/notifications';
import type { NotificationPreferences as Prefs } from '@/api/notifications';
import { Section } from './section';
import { toast } from '@/ui/alerts';

export function NotificationPreferences() {
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getNotificationPreferences().then(
      (res) => (res.IsSuccess ? setPrefs(res.Data) : setError(res.Message)),
      () => setError('Your notification preferences could not be loaded.'),
    );
  }, []);

  async function save() {
    if (!prefs) return;
    setSaving(true);
    setError(null);
    try {
      const res = await saveNotificationPreferences({
        SmsAlerts: prefs.SmsAlerts,
        EmailOff: prefs.Email.filter((e) => !e.Enabled).map((e) => e.Group),
      });
      if (!res.IsSuccess) return setError(res.Message);
      setPrefs(res.Data);
      void toast({ icon: 'success', title: 'Saved', text: res.Message, timer: 3000 });
    } catch {
      setError('Your notification preferences could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section
      id="notification-preferences"
      title="Notifications"
      intro="Choose how we tell you about your applications. Messages about your account's security (reset links, one-time passwords) are always sent."
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
            label="Send me SMS alerts"
          />
          {prefs.SmsAlerts && !prefs.HasMobile ? (
            <Alert severity="info" sx={{ my: 1 }}>
              Add a mobile number to your profile to receive SMS alerts.
            </Alert>
          ) : null}
          <Typography component="h3" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }} id="email-kinds">
            E-mail me about
          </Typography>
          <FormGroup aria-labelledby="email-kinds">
            {prefs.Email.map((e) => (
              <FormControlLabel
                key={e.Group}
                control={
                  <Switch
                    checked={e.Enabled}
                    onChange={(ev) =>
                      setPrefs({
                        ...prefs,
                        Email: prefs.Email.map((x) =>
                          x.Group === e.Group ? { ...x, Enabled: ev.target.checked } : x,
                        ),
                      })
                    }
                  />
                }
                label={e.Label}
              />
            ))}
          </FormGroup>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => void save()} disabled={saving}>
            Save notification preferences
          </Button>
        </>
      ) : null}
    </Section>
  );
}
