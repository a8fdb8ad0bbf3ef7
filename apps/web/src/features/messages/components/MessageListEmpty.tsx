import InboxOutlined from "@mui/icons-material/InboxOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** No messages at all, or none matching the search (with a way back to all of them). */
export function MessageListEmpty({ search, onClearSearch }: { search: string; onClearSearch(): void }) {
  const { t } = useTranslation("messages");
  const Icon = search ? SearchOff : InboxOutlined;
  return (
    <Box
      data-testid="message-list-empty"
      sx={{
        py: 6,
        px: 2,
        textAlign: "center",
        color: "text.secondary",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
      }}
    >
      <Icon sx={{ fontSize: 48, opacity: 0.6 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: "anywhere" }}>
        {search ? t("empty_search", { q: search }) : t("empty")}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 420, mx: "auto" }}>
        {search ? t("empty_search_hint") : t("empty_hint")}
      </Typography>
      {search && (
        <Button
          variant="outlined"
          size="small"
          onClick={onClearSearch}
          sx={{ mt: 2 }}
          data-testid="message-show-all"
        >
          {t("show_all")}
        </Button>
      )}
    </Box>
  );
}
