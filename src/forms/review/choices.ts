/** Options a UI schema gives a field at run time, in `ui:options.choices` (ChoicesWidget). */

/** One option of a list given at run time: the stored value and what the user reads. */
export interface Choice {
  value: string | number;
  label: string;
}

/** The run-time options a UI schema gives a field in `ui:options.choices` (none when absent). */
export function choicesOf(options: Record<string, unknown> | undefined): Choice[] {
  const choices = options?.choices;
  return Array.isArray(choices) ? (choices as Choice[]) : [];
}
