import { Box, Button, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";

interface LoadMoreButtonProps {
  /** An infinite query (TanStack): the button shows while it has a next page. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): Promise<unknown> };
  label: ReactNode;
  testId: string;
  /** "li" inside a list. */
  component?: "div" | "li";
  /** Room around the button (the row centres it). */
  sx?: SxProps<Theme>;
}

/** "Load more" under a paged list: fetches the next page, disabled while it loads. */
export function LoadMoreButton({ query, label, testId, component = "div", sx }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Box
      component={component}
      sx={[
        { display: "flex", justifyContent: "center", listStyle: "none" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Button
        variant="outlined"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        data-testid={testId}
      >
        {label}
      </Button>
    </Box>
  );
}
