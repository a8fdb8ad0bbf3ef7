import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import { Box } from "@mui/material";
import type { ReactNode } from "react";

/** A place (city, district, address) after a pin, in its own direction, wrapping anywhere if long. */
export function PlaceLabel({
  children,
  testId,
  gap = 0.25,
}: {
  children: ReactNode;
  testId?: string;
  gap?: number;
}) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap, minWidth: 0 }}>
      <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
      <Box component="span" dir="auto" sx={{ overflowWrap: "anywhere" }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}
