import { ICON_PATHS, type IconName } from "./icon-paths";

/** An icon of the first screen as a plain SVG (decorative: the button or link around it is labelled). */
export function Icon({ name, small = false }: { name: IconName; small?: boolean }) {
  return (
    <svg
      className={small ? "l-icon l-icon--small" : "l-icon"}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
