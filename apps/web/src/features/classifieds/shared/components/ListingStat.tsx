import type { SvgIconComponent } from "@mui/icons-material";
import { Box } from "@mui/material";

/** An icon with a short value (views, date); the label is for screen readers and the tooltip. */
export function ListingStat({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: SvgIconComponent;
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <Box
      component="span"
      title={label}
      // A labelled image of "icon + value": aria-label is not allowed on a plain span (axe, issue 8).
      role="img"
      aria-label={label}
      data-testid={testId}
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, whiteSpace: "nowrap", minWidth: 0 }}
    >
      <Icon sx={{ fontSize: 15, flexShrink: 0 }} aria-hidden />
      <Box component="span" aria-hidden sx={{ overflow: "hidden", textOverflow: "ellipsis" }}>
        {value}
      </Box>
    </Box>
  );
}
