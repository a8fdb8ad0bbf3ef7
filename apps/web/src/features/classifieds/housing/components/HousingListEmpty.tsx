import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/ui/EmptyState";

/** No listings at all, or none matching the filters (with a way back to all of them). */
export function HousingListEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation("housing");
  return (
    <EmptyState
      surface
      testId="housing-list-empty"
      icon={filtered ? SearchOff : HomeWorkOutlined}
      title={t(filtered ? "list.empty_filtered" : "list.empty")}
      text={t(filtered ? "list.empty_filtered_hint" : "list.empty_hint")}
      action={
        filtered && (
          <Button variant="outlined" size="small" onClick={onClear} data-testid="housing-clear-filters">
            {t("filters.clear")}
          </Button>
        )
      }
    />
  );
}
