import { Box, type BoxProps } from "@mui/material";

type Breakpoint = "xs" | "sm" | "md";

interface FactGridProps extends Omit<BoxProps, "columns"> {
  /** Equal columns per breakpoint, e.g. { xs: 2, sm: 3 }; a column may shrink below its content. */
  columns: Partial<Record<Breakpoint, number>>;
  /** Room between cells, in theme spacing (a number or one per breakpoint; default 1.5). */
  gap?: number | Partial<Record<Breakpoint, number>>;
}

/** A grid of equal columns (a card's facts, a row of figures); `gap` defaults to 1.5. */
export function FactGrid({ columns, gap = 1.5, sx, children, ...rest }: FactGridProps) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([at, n]) => [
      at,
      n === 1 ? "minmax(0, 1fr)" : `repeat(${n}, minmax(0, 1fr))`,
    ]),
  );
  return (
    <Box {...rest} sx={[{ display: "grid", gridTemplateColumns, gap }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
