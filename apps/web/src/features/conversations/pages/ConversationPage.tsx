import { Alert, Paper, Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Page } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { useConversation, useConversationMessages } from "../api/conversations";
import { ConversationHeader } from "../components/ConversationHeader";
import { MessageBubble } from "../components/MessageBubble";
import { MessageComposer } from "../components/MessageComposer";

/** /conversations/:id (login required): one conversation, live, with the text box under it. */
export default function ConversationPage() {
  const { t } = useTranslation("conversations");
  useDocumentTitle("messages", t("title"));
  const id = Number(useParams().id);
  const conversation = useConversation(id);
  const messages = useConversationMessages(id);
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.items.length ?? 0;
  // The newest message in view when the conversation opens and whenever one arrives.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: "end" });
  }, [count]);

  const failed = conversation.error ?? messages.error;
  const c = conversation.data;
  return (
    <Page maxWidth={820}>
      {failed ? (
        <ErrorState
          error={failed}
          onRetry={() => void Promise.all([conversation.refetch(), messages.refetch()])}
          retryLabel={t("retry")}
          testId="conversation-error"
        />
      ) : !c || !messages.data ? (
        <ListSkeleton rows={5} height={48} />
      ) : (
        <>
          <ConversationHeader conversation={c} />
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 1.5 }}>
            <Stack spacing={1.25} data-testid="message-list" aria-live="polite" sx={{ minHeight: 240 }}>
              {messages.data.items.length === 0 && (
                <Typography sx={{ color: "text.secondary", textAlign: "center" }}>
                  {t("no_messages")}
                </Typography>
              )}
              {messages.data.items.map((m) => (
                <MessageBubble key={m.id} message={m} />
              ))}
              <div ref={end} />
            </Stack>
          </Paper>
          {(c.blocked_by_me || c.blocked_me) && (
            <Alert severity="info" sx={{ mb: 1.5 }} data-testid="blocked-note">
              {c.blocked_by_me ? t("you_blocked", { name: c.peer.username }) : t("blocked_hint")}
            </Alert>
          )}
          <MessageComposer conversationId={id} disabled={c.blocked_by_me || c.blocked_me} />
        </>
      )}
    </Page>
  );
}
