import ArrowBack from "@mui/icons-material/ArrowBack";
import { Button } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Page } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { useMarkMessageRead } from "../api/mark-message-read";
import { useMessageDetail } from "../api/message-detail";
import { MessageDetail } from "../components/MessageDetail";
import { MessageDetailSkeleton } from "../components/MessageDetailSkeleton";
import type { OpenedFromList } from "../components/MessageListItem";
import { MessageUnavailable } from "../components/MessageUnavailable";

const parseId = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /message?id= (spec 2, login required): one message; opening an unread one marks it read (spec 4). */
export default function MessagePage() {
  useDocumentTitle("message");
  const { t } = useTranslation("messages");
  const [params] = useSearchParams();
  const id = parseId(params.get("id"));
  const location = useLocation();
  const fromList = location.state as Partial<OpenedFromList> | null;
  const backTo = `/messages${fromList?.listSearch ?? ""}`;

  return (
    <Page maxWidth={820}>
      <Button
        component={Link}
        to={backTo}
        startIcon={<ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
        sx={{ mb: 1.5, ml: -1 }}
        data-testid="message-back"
      >
        {t("back")}
      </Button>
      {id === null ? (
        <MessageUnavailable />
      ) : (
        <MessageView key={id} id={id} openedUnread={fromList?.wasUnread === true} />
      )}
    </Page>
  );
}

function MessageView({ id, openedUnread }: { id: number; openedUnread: boolean }) {
  const detail = useMessageDetail(id);
  const markRead = useMarkMessageRead();
  const location = useLocation();
  const navigate = useNavigate();
  // Whether the message was unread when this visit began; it stays so after it is marked read.
  const [wasUnread, setWasUnread] = useState(openedUnread);
  const marked = useRef(false);
  const message = detail.data;

  // The list's "it was unread" is for this visit only: a reload must not show the notice again.
  useEffect(() => {
    const state = location.state as Partial<OpenedFromList> | null;
    if (state?.wasUnread) {
      navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: { ...state, wasUnread: false },
      });
    }
  }, [location, navigate]);

  // Opened directly (a link, a reload of an unread one): mark it read here.
  useEffect(() => {
    if (!message || message.is_read || marked.current) return;
    marked.current = true;
    setWasUnread(true);
    markRead.mutate(message);
  }, [message, markRead]);

  if (detail.isPending) return <MessageDetailSkeleton />;
  if (!message) return <MessageUnavailable />;
  return <MessageDetail message={message} wasUnread={wasUnread} />;
}
