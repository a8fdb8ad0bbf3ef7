import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutlineOutlined";
import { List, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Page } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { useConversationList } from "../api/conversations";
import { ConversationListItem } from "../components/ConversationListItem";
import { MessagesTabs } from "../components/MessagesTabs";

/** /conversations (login required): the caller's conversations, the latest first, beside system messages. */
export default function ConversationsPage() {
  const { t } = useTranslation("conversations");
  const { t: tc } = useTranslation("common");
  useDocumentTitle("messages", t("title"));
  const list = useConversationList();
  return (
    <Page maxWidth={820}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {tc("screens.messages")}
      </Typography>
      <MessagesTabs current="conversations" />
      {list.isPending ? (
        <ListSkeleton rows={4} height={72} />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t("retry")}
          testId="conversation-list-error"
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={ChatBubbleOutline}
          title={t("empty")}
          text={t("empty_hint")}
          testId="conversation-empty"
        />
      ) : (
        <List data-testid="conversation-list" aria-label={t("title")} disablePadding>
          {list.data.items.map((c) => (
            <ConversationListItem key={c.id} conversation={c} />
          ))}
        </List>
      )}
    </Page>
  );
}
