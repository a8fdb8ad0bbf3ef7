import { PAGE_SIZES, type QuestionList, type QuestionSummary } from "@ask/contracts";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import { Box, Chip, List, ListItemButton, Paper, Skeleton, Typography } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListLoadError } from "../../../components/ui/ListLoadError";
import { ListPagination } from "../../../components/ui/ListPagination";
import { clampLines } from "../../../components/ui/text-sx";
import { formatDate, formatTotal, formatYuan } from "../../../lib/format";
import { QuestionListEmpty, QuestionStatusChip } from "../../questions";

interface Props {
  result: UseQueryResult<QuestionList>;
  page: number;
  onPageChange(page: number): void;
  selectedId: number | null;
  onSelect(id: number): void;
}

/** Isolates an amount left-to-right so "¥" and the digits keep their order inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

function Row({ q, selected, onSelect }: { q: QuestionSummary; selected: boolean; onSelect(): void }) {
  const { t, i18n } = useTranslation("experts");
  // A settled question shows where its bonus went, never a bonus still on offer (as QuestionListItem).
  const tq = useTranslation("questions").t;
  const lang = i18n.language;
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? "true" : undefined}
      onClick={onSelect}
      sx={{
        display: "block",
        py: 1.25,
        px: { xs: 1.5, md: 2 },
        borderInlineStart: 3,
        borderInlineStartColor: selected ? "primary.main" : "transparent",
      }}
      data-testid={`expert-question-${q.id}`}
    >
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
        <Typography
          variant="body2"
          dir="auto"
          sx={{
            fontWeight: 700,
            flex: 1,
            minWidth: 0,
            textAlign: "left",
            ...clampLines(2),
          }}
        >
          {q.title}
        </Typography>
        <QuestionStatusChip status={q.status} />
      </Box>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          columnGap: 1.5,
          rowGap: 0.5,
          mt: 0.75,
          color: "text.secondary",
          typography: "caption",
        }}
      >
        <span>#{q.id}</span>
        {!q.is_public && (
          <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.25 }}>
            <LockOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
            {t("qa.private")}
          </Box>
        )}
        <Box
          component="span"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.25 }}
          title={t("qa.answers_n", { n: q.comments })}
        >
          <ChatBubbleOutlineOutlined sx={{ fontSize: 14 }} aria-hidden />
          {q.comments}
        </Box>
        <Box
          component="span"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.25 }}
          title={t("qa.deadline_on", { date: formatDate(q.deadline, lang) })}
        >
          <EventOutlined sx={{ fontSize: 14 }} aria-hidden />
          {formatDate(q.deadline, lang)}
        </Box>
        {q.settlement === "paid" && q.paid_to ? (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            label={tq("item.paid_to", {
              amount: ltr(formatYuan(q.paid_to.amount, lang)),
              name: q.paid_to.username,
            })}
            sx={{ height: 20, fontSize: 11, ml: "auto" }}
            data-settlement="paid"
          />
        ) : q.settlement === "refunded" ? (
          <Chip
            size="small"
            variant="outlined"
            label={tq("item.refunded", { amount: ltr(formatYuan(q.bonus_amount + q.paid_amount, lang)) })}
            sx={{ height: 20, fontSize: 11, ml: "auto" }}
            data-settlement="refunded"
          />
        ) : (
          q.bonus_amount > 0 && (
            <Chip
              size="small"
              color="warning"
              label={ltr(formatYuan(q.bonus_amount, lang))}
              sx={{ height: 20, fontSize: 11, fontWeight: 700, ml: "auto" }}
              data-testid="expert-question-bonus"
            />
          )
        )}
      </Box>
    </ListItemButton>
  );
}

/** The expert's questions, 10 per page (spec 9); a click selects one for the detail panel. */
export function ExpertQuestionList({ result, page, onPageChange, selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation("experts");
  const tq = useTranslation("questions").t;

  if (result.isError) return <ListLoadError query={result} testId="expert-questions-error" />;
  if (result.isPending) {
    return (
      <Paper variant="outlined" aria-busy="true" data-testid="expert-question-skeleton">
        {Array.from({ length: 5 }, (_, i) => (
          <Box key={i} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: "divider" }}>
            <Skeleton width="85%" />
            <Skeleton width="50%" />
          </Box>
        ))}
      </Paper>
    );
  }
  const { items, total } = result.data;
  if (items.length === 0) return <QuestionListEmpty hint={t("qa.empty_hint")} />;
  const pageCount = Math.ceil(total / PAGE_SIZES.expertQuestionList);
  return (
    <Box>
      <Typography variant="caption" sx={{ color: "text.secondary", display: "block", mb: 0.75, px: 0.5 }}>
        {t("qa.total", { n: formatTotal(result.data, i18n.language) })}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: "hidden" }}>
        <List
          disablePadding
          aria-label={t("qa.list_label")}
          data-testid="expert-question-list"
          sx={{
            opacity: result.isPlaceholderData ? 0.6 : 1,
            "& > :not(:last-child)": { borderBottom: 1, borderColor: "divider" },
          }}
        >
          {items.map((q) => (
            <Row key={q.id} q={q} selected={q.id === selectedId} onSelect={() => onSelect(q.id)} />
          ))}
        </List>
      </Paper>
      <ListPagination
        count={pageCount}
        page={page}
        onChange={onPageChange}
        t={tq}
        testId="expert-question-pagination"
        small
        gap={2}
      />
    </Box>
  );
}
