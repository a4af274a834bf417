/**
 * A radio button's mark drawn with CSS: a ring, filled with a dot when chosen, in the current
 * colour (MUI's Radio colours it: grey, the primary blue when chosen, the disabled grey). MUI draws
 * it as two stacked SVGs, one of them scaled; a Yes/No question then drew four pieces of painting
 * that Chromium re-layers on every key typed anywhere on the step (bench/README.md,
 * "typing").
 */
export function RadioMark({ checked = false }: { checked?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'block',
        boxSizing: 'border-box',
        width: 20,
        height: 20,
        margin: 2,
        borderRadius: '50%',
        border: '2px solid currentColor',
        // The dot: the ring's colour, inside a 3px gap that shows whatever is behind.
        padding: 3,
        backgroundClip: 'content-box',
        backgroundColor: checked ? 'currentColor' : 'transparent',
      }}
    />
  );
}
