import { Box, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslation } from "react-i18next";
import { STATUSES, type StatusFilter } from "./manage-filters";

interface Props {
  status: StatusFilter;
  /** Questions per status (and "all"); unknown while the list loads. */
  counts: Record<StatusFilter, number> | undefined;
  onChange(status: StatusFilter): void;
}

/** The status filter: one pill per status with its real count; all of them wrap on a phone. */
export function ManageStatusToggle({ status, counts, onChange }: Props) {
  const { t } = useTranslation("manage");
  const tq = useTranslation("questions").t;
  return (
    <Box>
      <ToggleButtonGroup
        value={status}
        exclusive
        size="small"
        color="primary"
        onChange={(_e, next: StatusFilter | null) => {
          if (next) onChange(next);
        }}
        aria-label={t("status_label")}
        data-testid="manage-status"
        // Separate pills that wrap: all five statuses stay visible on a phone.
        sx={{
          flexWrap: "wrap",
          gap: 1,
          "& .MuiToggleButton-root": {
            px: 1.5,
            m: 0,
            whiteSpace: "nowrap",
            textTransform: "none",
            border: 1,
            borderColor: "divider",
            borderRadius: 999,
          },
          "& .MuiToggleButton-root.Mui-selected": { borderColor: "primary.main" },
        }}
      >
        {STATUSES.map((s) => (
          <ToggleButton key={s} value={s} data-testid={`manage-status-${s}`}>
            {tq(`status.${s}`)}
            <Box
              component="span"
              sx={{
                ml: 0.75,
                px: 0.75,
                minWidth: 20,
                borderRadius: 10,
                fontSize: 12,
                lineHeight: "18px",
                fontWeight: 700,
                bgcolor: s === status ? "primary.main" : "action.selected",
                color: s === status ? "primary.contrastText" : "text.secondary",
              }}
              data-testid={`manage-count-${s}`}
            >
              {counts ? counts[s] : "–"}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
