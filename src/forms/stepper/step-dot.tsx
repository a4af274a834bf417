import styles from './step-progress.module.css';

/** What a step's disc shows. */
export interface StepDotProps {
  /** The open step. */
  active: boolean;
  completed: boolean;
  error: boolean;
}

/**
 * A step's marker in the step list: a numbered disc, a tick once the step is complete, '!' when
 * it has errors (white on blue, red or a 4.6:1 grey). Drawn with CSS and text rather than MUI's
 * SVG icon: every inline SVG is a separate piece of the page's painting that Chromium re-layers
 * on each key typed anywhere on the step (bench/README.md, "typing"), and a nine-step
 * service drew nine of them. Hidden from screen readers: the step's accessible name says the same
 * in words. The number is the ordered list's own numbering (the `step` counter StepProgress keeps),
 * drawn by CSS as a list's numbers are, not text: the step's visible words are then its title,
 * which its accessible name starts with (WCAG 2.5.3, label in name).
 */
export function StepDot({ active, completed, error }: StepDotProps) {
  const mark = error ? '!' : completed ? '✓' : null;
  const colour = error ? styles.dotError : active || completed ? styles.dotOn : '';
  return (
    <span
      className={[styles.dot, colour, mark ? '' : styles.numbered].filter(Boolean).join(' ')}
      aria-hidden
    >
      {mark}
    </span>
  );
}
