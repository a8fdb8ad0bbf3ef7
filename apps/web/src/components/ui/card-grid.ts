/** Cards in a responsive grid: 2 columns on phones, 3 on tablets, 4 (one row of a page) on desktops. */
export const cardGridSx = {
  display: "grid",
  gridTemplateColumns: {
    xs: "repeat(2, minmax(0, 1fr))",
    sm: "repeat(3, minmax(0, 1fr))",
    md: "repeat(4, minmax(0, 1fr))",
  },
  gap: { xs: 1.25, sm: 2 },
} as const;

/** The same grid as a list (`<ul>` of cards): no bullets, no indent. */
export const cardListSx = { ...cardGridSx, listStyle: "none", p: 0, m: 0 } as const;
