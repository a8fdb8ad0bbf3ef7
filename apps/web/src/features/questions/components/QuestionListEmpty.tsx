import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** An empty question list: the spec's "no data" message, with an optional hint below it. */
export function QuestionListEmpty({ hint }: { hint?: string }) {
  const { t } = useTranslation("questions");
  return (
    <Box
      data-testid="question-list-empty"
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
      <InboxOutlined sx={{ fontSize: 48, opacity: 0.6 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{t("empty")}</Typography>
      {hint && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
