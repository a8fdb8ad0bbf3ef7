import { Pagination } from "@mui/material";

interface ListPaginationProps {
  /** How many pages there are; one page (or none) draws nothing. */
  count: number;
  /** The current page, 1-based (clamped to `count`). */
  page: number;
  onChange(page: number): void;
  /** The caller's translator: its `pagination.*` keys label the buttons for screen readers. */
  t(key: string, options?: { n: number | null }): string;
  testId: string;
  /** Smaller buttons (a side list or a dialog). */
  small?: boolean;
  /** Room above, in theme spacing (default 3). */
  gap?: number;
}

/** The centred page buttons under a paged list, with translated labels for assistive technology. */
export function ListPagination({
  count,
  page,
  onChange,
  t,
  testId,
  small = false,
  gap = 3,
}: ListPaginationProps) {
  if (count <= 1) return null;
  return (
    <Pagination
      count={count}
      page={Math.min(page, count)}
      onChange={(_e, next) => onChange(next)}
      color="primary"
      shape="rounded"
      size={small ? "small" : "medium"}
      siblingCount={0}
      getItemAriaLabel={(type, n, selected) =>
        type === "page"
          ? t(selected ? "pagination.current" : "pagination.page", { n })
          : t(`pagination.${type}`)
      }
      sx={{ mt: gap, display: "flex", justifyContent: "center" }}
      data-testid={testId}
    />
  );
}
