/**
 * Form responsiveness in headless Chromium. Not measured yet: it needs the stepper's bench
 * harness page, which lands with the engine's UI. Until then this reports n/a, honestly.
 */
export async function measureForms(): Promise<{ rows: [string, string, string][]; figures: null }> {
  return {
    rows: [['form responsiveness (a/d, b/d, c/d)', 'n/a — harness not built yet', '≤ 1.1']],
    figures: null,
  };
}
