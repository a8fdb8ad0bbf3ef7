import { DEFAULT_LEVEL_LABEL, type QuestionStatus, type QuestionSummary } from "@ask/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { alpha, styled } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatYuan } from "../../../lib/format";

/** Isolates an amount left-to-right so "CN¥" and the digits keep their order inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const clampLines = (lines: number) => ({
  display: "-webkit-box",
  WebkitLineClamp: lines,
  WebkitBoxOrient: "vertical" as const,
  overflow: "hidden",
  overflowWrap: "anywhere" as const,
});

const STATUS_COLOR: Record<QuestionStatus, "info" | "warning" | "success" | "error"> = {
  pending: "info",
  todo: "warning",
  done: "success",
  rejected: "error",
};

/**
 * A list item is the hottest thing the question screens render (ten at a time, on every page): it is
 * one styled element whose rules cover plain children by class, not some twenty MUI components each
 * computing its own styles (issue 8: total blocking time on /questions). It looks as the MUI parts it
 * replaces did (outlined card, avatar, chips, captions) and takes every value from the theme.
 */
const Item = styled("article")(({ theme }) => {
  const chip = {
    display: "inline-flex",
    alignItems: "center",
    flexShrink: 0,
    borderRadius: 999,
    padding: "0 8px",
    fontSize: 11,
    fontWeight: 600,
    lineHeight: "20px",
    whiteSpace: "nowrap" as const,
  };
  return {
    position: "relative",
    padding: theme.spacing(1.5),
    [theme.breakpoints.up("sm")]: { padding: theme.spacing(2) },
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    transition: "background-color 150ms",
    "&:hover": { backgroundColor: theme.palette.action.hover },
    "&:has(.question-link:focus-visible)": {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    "& .qi-head": { display: "flex", alignItems: "center", gap: theme.spacing(1), minWidth: 0 },
    // The poster opens their profile (spec 2); it sits above the card-wide question link.
    "& .qi-poster": {
      position: "relative",
      zIndex: 2,
      display: "flex",
      alignItems: "center",
      gap: theme.spacing(1),
      minWidth: 0,
      color: "inherit",
      textDecoration: "none",
      borderRadius: theme.shape.borderRadius,
      "&:hover .qi-name": { textDecoration: "underline" },
    },
    "& .qi-avatar": {
      width: 28,
      height: 28,
      flexShrink: 0,
      borderRadius: "50%",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      overflow: "hidden",
      fontSize: 14,
      color: theme.palette.background.default,
      backgroundColor: theme.palette.grey[400],
      objectFit: "cover",
    },
    "& .qi-name": {
      ...theme.typography.body2,
      fontWeight: 600,
      minWidth: 0,
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    },
    "& .qi-level": {
      ...chip,
      color: theme.palette.secondary.contrastText,
      backgroundColor: theme.palette.secondary.main,
    },
    "& .qi-status": {
      ...chip,
      fontSize: 13,
      lineHeight: "22px",
      border: "1px solid",
      marginInlineStart: "auto",
    },
    ...Object.fromEntries(
      (["info", "warning", "success", "error"] as const).map((color) => [
        `& .qi-status-${color}`,
        { color: theme.palette[color].main, borderColor: alpha(theme.palette[color].main, 0.7) },
      ]),
    ),
    "& .qi-body": {
      display: "flex",
      alignItems: "flex-start",
      gap: theme.spacing(1.5),
      [theme.breakpoints.up("sm")]: { gap: theme.spacing(2) },
      marginTop: theme.spacing(1),
    },
    "& .qi-text": { flex: 1, minWidth: 0 },
    // User-written text keeps its own direction (dir="auto") while lining up with the page: "left"
    // is flipped to "right" by the RTL style plugin.
    "& .qi-title": {
      ...theme.typography.subtitle1,
      margin: 0,
      fontWeight: 700,
      lineHeight: 1.4,
      textAlign: "left",
      ...clampLines(2),
    },
    // A stretched link: its ::after covers the whole card, so a click anywhere opens the question.
    "& .question-link": {
      color: "inherit",
      textDecoration: "none",
      outline: "none",
      "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1 },
    },
    "& .qi-preview": {
      ...theme.typography.body2,
      margin: 0,
      marginTop: theme.spacing(0.5),
      color: theme.palette.text.secondary,
      textAlign: "left",
      ...clampLines(2),
    },
    "& .qi-image": {
      width: 64,
      height: 64,
      [theme.breakpoints.up("sm")]: { width: 88, height: 88 },
      objectFit: "cover",
      borderRadius: theme.shape.borderRadius,
      flexShrink: 0,
      backgroundColor: theme.palette.action.hover,
    },
    "& .qi-stats": {
      ...theme.typography.caption,
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.75),
      marginTop: theme.spacing(1.25),
      color: theme.palette.text.secondary,
    },
    "& .qi-stat": {
      display: "inline-flex",
      alignItems: "center",
      gap: theme.spacing(0.5),
      whiteSpace: "nowrap",
      "& svg": { width: 16, height: 16, fill: "currentColor" },
    },
    "& .qi-bonus": {
      ...chip,
      fontSize: 13,
      fontWeight: 700,
      lineHeight: "22px",
      marginInlineStart: "auto",
      color: theme.palette.warning.contrastText,
      backgroundColor: theme.palette.warning.main,
      maxWidth: "100%",
      overflow: "hidden",
      textOverflow: "ellipsis",
    },
    "& .qi-bonus-paid": {
      color: theme.palette.success.dark,
      backgroundColor: alpha(theme.palette.success.main, 0.12),
    },
    "& .qi-bonus-closed": {
      color: theme.palette.text.secondary,
      backgroundColor: theme.palette.action.selected,
    },
    "& .qi-status-closed": {
      color: theme.palette.text.secondary,
      borderColor: theme.palette.divider,
    },
  };
});

function Stat({ icon: Icon, label, value }: { icon: SvgIconComponent; label: string; value: string }) {
  return (
    // role="img": a labelled picture of a number (axe: aria-label needs a role that takes a name).
    <span className="qi-stat" role="img" title={label} aria-label={label}>
      <Icon aria-hidden />
      <span aria-hidden>{value}</span>
    </span>
  );
}

/** One question in a list (spec 2): poster, title, 80-character preview, counters, deadline, bonus, status. */
export function QuestionListItem({ question: q }: { question: QuestionSummary }) {
  const { t, i18n } = useTranslation("questions");
  const lang = i18n.language;
  const name = q.username || t("item.anonymous");
  // Short questions have a title equal to their whole text: the preview would repeat it.
  const showPreview = q.content_preview !== "" && q.content_preview !== q.title;
  const refunded = q.settlement === "refunded" && q.status !== "rejected";
  return (
    <Item data-testid={`question-item-${q.id}`}>
      <div className="qi-head">
        <Link
          className="qi-poster"
          to={`/user?id=${q.user_id}`}
          aria-label={t("item.open_profile", { name })}
          data-testid="question-poster"
        >
          {q.avatar ? (
            <img className="qi-avatar" src={q.avatar} alt="" />
          ) : (
            <span className="qi-avatar" aria-hidden>
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="qi-name" dir="auto">
            {name}
          </span>
          <span className="qi-level">{q.level || DEFAULT_LEVEL_LABEL}</span>
        </Link>
        <span
          className={`qi-status qi-status-${refunded ? "closed" : STATUS_COLOR[q.status]}`}
          data-testid="question-status"
          data-settlement={q.settlement}
        >
          {refunded ? t("status_refunded") : t(`status.${q.status}`)}
        </span>
      </div>

      <div className="qi-body">
        <div className="qi-text">
          <h2 className="qi-title" dir="auto" data-testid="question-title">
            <Link className="question-link" to={`/question?id=${q.id}`}>
              {q.title}
            </Link>
          </h2>
          {showPreview && (
            <p className="qi-preview" dir="auto" data-testid="question-preview">
              {q.content_preview}
            </p>
          )}
        </div>
        {q.image_url && <img className="qi-image" src={q.image_url} alt="" loading="lazy" />}
      </div>

      <div className="qi-stats">
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
        {q.settlement === "paid" && q.paid_to ? (
          // Settled: whom the bonus went to, never a bonus still on offer.
          <span
            className="qi-bonus qi-bonus-paid"
            data-testid="question-bonus"
            data-settlement="paid"
            dir="auto"
          >
            {t("item.paid_to", { amount: ltr(formatYuan(q.paid_to.amount, lang)), name: q.paid_to.username })}
          </span>
        ) : refunded ? (
          q.bonus_amount + q.paid_amount > 0 && (
            <span
              className="qi-bonus qi-bonus-closed"
              data-testid="question-bonus"
              data-settlement="refunded"
            >
              {t("item.refunded", { amount: ltr(formatYuan(q.bonus_amount + q.paid_amount, lang)) })}
            </span>
          )
        ) : (
          q.bonus_amount > 0 && (
            <span className="qi-bonus" data-testid="question-bonus">
              {t("item.bonus", { amount: ltr(formatYuan(q.bonus_amount, lang)) })}
            </span>
          )
        )}
      </div>
    </Item>
  );
}
