import { DEFAULT_LEVEL_LABEL, type QuestionSummary } from "@ask/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { Avatar, Box, Card, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatYuan } from "../../../lib/format";
import { QuestionStatusChip } from "./QuestionStatusChip";

/**
 * User-written text keeps its own direction (a Chinese question in the Arabic UI, an Arabic one in
 * Chinese) while lining up with the page: "left" is flipped to "right" by the RTL style plugin.
 */
const userText = { textAlign: "left" as const };

/** Isolates an amount left-to-right so "CN¥" and the digits keep their order inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const clampLines = (lines: number) => ({
  display: "-webkit-box",
  WebkitLineClamp: lines,
  WebkitBoxOrient: "vertical" as const,
  overflow: "hidden",
  overflowWrap: "anywhere" as const,
});

function Stat({ icon: Icon, label, value }: { icon: SvgIconComponent; label: string; value: string }) {
  return (
    <Box
      component="span"
      role="img"
      title={label}
      aria-label={label}
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, whiteSpace: "nowrap" }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <span aria-hidden>{value}</span>
    </Box>
  );
}

/** One question in a list (spec 2): poster, title, 80-character preview, counters, deadline, bonus, status. */
export function QuestionListItem({ question: q }: { question: QuestionSummary }) {
  const { t, i18n } = useTranslation("questions");
  const lang = i18n.language;
  const name = q.username || t("item.anonymous");
  // Short questions have a title equal to their whole text: the preview would repeat it.
  const showPreview = q.content_preview !== "" && q.content_preview !== q.title;
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid={`question-item-${q.id}`}
      sx={(theme) => ({
        position: "relative",
        p: { xs: 1.5, sm: 2 },
        transition: "background-color 150ms",
        "&:hover": { bgcolor: "action.hover" },
        "&:has(.question-link:focus-visible)": {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: -2,
        },
      })}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
        {/* The poster opens their profile (spec 2); it sits above the card-wide question link. */}
        <Box
          component={Link}
          to={`/user?id=${q.user_id}`}
          aria-label={t("item.open_profile", { name })}
          sx={{
            position: "relative",
            zIndex: 2,
            display: "flex",
            alignItems: "center",
            gap: 1,
            minWidth: 0,
            color: "inherit",
            textDecoration: "none",
            borderRadius: 1,
            "&:hover .poster-name": { textDecoration: "underline" },
          }}
          data-testid="question-poster"
        >
          <Avatar src={q.avatar ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Typography
            className="poster-name"
            variant="body2"
            noWrap
            dir="auto"
            sx={{ fontWeight: 600, minWidth: 0 }}
          >
            {name}
          </Typography>
          <Chip
            size="small"
            color="secondary"
            label={q.level || DEFAULT_LEVEL_LABEL}
            sx={{ height: 20, fontSize: 11, flexShrink: 0 }}
          />
        </Box>
        <Box sx={{ flex: 1 }} />
        <QuestionStatusChip status={q.status} />
      </Box>

      <Box sx={{ display: "flex", alignItems: "flex-start", gap: { xs: 1.5, sm: 2 }, mt: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            dir="auto"
            sx={{ fontWeight: 700, lineHeight: 1.4, ...userText, ...clampLines(2) }}
            data-testid="question-title"
          >
            {/* A stretched link: its ::after covers the whole card, so a click anywhere opens the question. */}
            <Box
              component={Link}
              to={`/question?id=${q.id}`}
              className="question-link"
              sx={{
                color: "inherit",
                textDecoration: "none",
                outline: "none",
                "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1 },
              }}
            >
              {q.title}
            </Box>
          </Typography>
          {showPreview && (
            <Typography
              variant="body2"
              color="textSecondary"
              dir="auto"
              sx={{ mt: 0.5, ...userText, ...clampLines(2) }}
              data-testid="question-preview"
            >
              {q.content_preview}
            </Typography>
          )}
        </Box>
        {q.image_url && (
          <Box
            component="img"
            src={q.image_url}
            alt=""
            loading="lazy"
            sx={{
              width: { xs: 64, sm: 88 },
              height: { xs: 64, sm: 88 },
              objectFit: "cover",
              borderRadius: 1,
              flexShrink: 0,
              bgcolor: "action.hover",
            }}
          />
        )}
      </Box>

      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          columnGap: 2,
          rowGap: 0.75,
          mt: 1.25,
          color: "text.secondary",
          typography: "caption",
        }}
      >
        <Stat icon={VisibilityOutlined} label={t("item.views", { n: q.views })} value={String(q.views)} />
        <Stat icon={ThumbUpOutlined} label={t("item.likes", { n: q.likes })} value={String(q.likes)} />
        <Stat
          icon={ChatBubbleOutlineOutlined}
          label={t("item.comments", { n: q.comments })}
          value={String(q.comments)}
        />
        <Stat
          icon={EventOutlined}
          label={t("item.deadline", { date: formatDate(q.deadline, lang) })}
          value={formatDate(q.deadline, lang)}
        />
        {q.bonus_amount > 0 && (
          <Chip
            size="small"
            color="warning"
            label={t("item.bonus", { amount: ltr(formatYuan(q.bonus_amount, lang)) })}
            sx={{ ml: "auto", fontWeight: 700, height: 22 }}
            data-testid="question-bonus"
          />
        )}
      </Box>
    </Card>
  );
}
