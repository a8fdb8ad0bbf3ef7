import type { SimilarQuestion } from "@ask/contracts";
import { Box, Chip, Link as MuiLink, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * A short list of questions (similar while asking, related on a question): each title a link that
 * opens the question in the same tab, with its number of answers and whether its bonus was paid.
 */
export function SimilarQuestionList({ items, testId }: { items: SimilarQuestion[]; testId: string }) {
  const { t } = useTranslation("question");
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }} data-testid={testId}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{
            display: "flex",
            alignItems: "baseline",
            gap: 1,
            py: 0.75,
            borderTop: 1,
            borderColor: "divider",
            "&:first-of-type": { borderTop: 0 },
          }}
        >
          <MuiLink
            component={Link}
            to={`/question?id=${item.id}`}
            underline="hover"
            sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}
            data-testid="similar-question-link"
          >
            <bdi>{item.title}</bdi>
          </MuiLink>
          {item.is_paid && <Chip size="small" color="success" variant="outlined" label={t("similar.paid")} />}
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
            {t("similar.answers", { count: item.answers })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
