/**
 * A drop-down's arrow drawn with borders: the same 10 × 5 px triangle as MUI's ArrowDropDown icon,
 * where that icon is an SVG, one more separate piece of painting per drop-down that Chromium
 * re-layers on every key typed anywhere on the page (bench/README.md, "typing"). MUI's
 * select places it (absolute, at the right, `className`) and turns it over while the list is open.
 */
export function SelectArrow({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={className}
      style={{
        width: 0,
        height: 0,
        top: 'calc(50% - 2.5px)',
        right: 14,
        borderLeft: '5px solid transparent',
        borderRight: '5px solid transparent',
        borderTop: '5px solid currentColor',
      }}
    />
  );
}
