import type { Housing } from "@ask/contracts";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The listing's flags (verified, VR, urgent, flat) and the poster's own tag, as small chips. */
export function HousingFlags({
  housing: h,
  size = "small",
}: {
  housing: Housing;
  size?: "small" | "medium";
}) {
  const { t } = useTranslation("housing");
  const flags = [
    h.is_verified && { key: "verified", color: "success" as const },
    h.has_vr && { key: "vr", color: "info" as const },
    h.is_urgent && { key: "urgent", color: "error" as const },
    h.is_flat && { key: "flat", color: "default" as const },
  ].filter((f) => f !== false);
  const chipSx = size === "small" ? { height: 22, fontSize: 12 } : undefined;
  const labels = flags.map((f) => t(`flags.${f.key}`));
  // A tag saying what a flag already says ("急售" beside the urgent flag) is shown once (issue 18).
  const tag = h.tag.trim();
  const showTag = tag !== "" && !labels.includes(tag);
  return (
    <>
      {flags.map((f, i) => (
        <Chip
          key={f.key}
          size="small"
          variant="outlined"
          color={f.color}
          label={labels[i]}
          sx={chipSx}
          data-testid={`housing-flag-${f.key}`}
        />
      ))}
      {showTag && (
        <Chip
          size="small"
          color="secondary"
          variant="outlined"
          label={tag}
          sx={{ ...chipSx, maxWidth: 160 }}
          dir="auto"
          data-testid="housing-tag"
        />
      )}
    </>
  );
}
