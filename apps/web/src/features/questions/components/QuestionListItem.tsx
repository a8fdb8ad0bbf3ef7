import { DEFAULT_LEVEL_LABEL, type QuestionStatus, type QuestionSummary } from "@ask/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { ModerationLabel } from "../../reports";
import { QuestionBonusBadge } from "./QuestionBonusBadge";
import { QuestionItemFrame } from "./QuestionItemFrame";

const STATUS_COLOR: Record<QuestionStatus, "info" | "warning" | "success" | "error"> = {
  pending: "info",
  todo: "warning",
  done: "success",
  rejected: "error",
};

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
    <QuestionItemFrame data-testid={`question-item-${q.id}`}>
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
        {/* Only the author's own held, hidden or rejected questions carry a moderation state (a rejected
            one whose status already reads "rejected in review" needs no second label). */}
        {q.moderation && !(q.moderation === "rejected" && q.status === "rejected") && (
          <ModerationLabel item={q} className="qi-status qi-status-warning" />
        )}
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
        <QuestionBonusBadge question={q} refunded={refunded} />
      </div>
    </QuestionItemFrame>
  );
}
