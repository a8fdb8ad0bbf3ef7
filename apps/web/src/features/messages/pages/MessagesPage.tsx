import { PAGE_SIZES } from "@ask/contracts";
import DoneAll from "@mui/icons-material/DoneAll";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListLoadError } from "../../../components/ui/ListLoadError";
import { ListPagination } from "../../../components/ui/ListPagination";
import { Page } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { MessagesTabs } from "../../conversations";
import { useMessageList } from "../api/list-messages";
import { useReadAllMessages } from "../api/read-all";
import { MessageListEmpty } from "../components/MessageListEmpty";
import { MessageListItem } from "../components/MessageListItem";
import { MessageListSkeleton } from "../components/MessageListSkeleton";
import { MessageSearchBox } from "../components/MessageSearchBox";

const parsePage = (raw: string | null) => Math.max(1, Math.floor(Number(raw)) || 1);

/** /messages (spec 2, login required): search, 10 messages per page, unread ones stand out; state in the URL. */
export default function MessagesPage() {
  useDocumentTitle("messages");
  const { t } = useTranslation("messages");
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get("q") ?? "").trim();
  const page = parsePage(searchParams.get("page"));
  const result = useMessageList({ page, search });
  const readAll = useReadAllMessages();

  const go = (next: { search: string; page: number }, replace = false) => {
    const params = new URLSearchParams();
    if (next.search) params.set("q", next.search);
    if (next.page > 1) params.set("page", String(next.page));
    setSearchParams(params, { replace });
  };

  const total = result.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZES.messages);
  // A page past the end (messages were read elsewhere, or an old link): show the last one instead.
  const pastTheEnd = !result.isPlaceholderData && result.data !== undefined && total > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) go({ search, page: pageCount }, true);
  });

  const listSearch = searchParams.toString() ? `?${searchParams.toString()}` : "";
  // A failed load is logged (in the fetcher) and shown with a retry (issue 18), not as an empty list.
  const items = result.data?.items ?? [];

  return (
    <Page maxWidth={820}>
      <Box
        sx={{ display: "flex", alignItems: "baseline", flexWrap: "wrap", columnGap: 2, rowGap: 0.5, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("title")}
        </Typography>
        {result.data && !(search && result.data.total === 0) && (
          <Typography
            variant="body2"
            sx={{ color: "text.secondary" }}
            aria-live="polite"
            data-testid="message-summary"
          >
            {search
              ? t("summary_search", { total: result.data.total })
              : t("summary", { total: result.data.total, unread: result.data.unread })}
          </Typography>
        )}
        {(result.data?.unread ?? 0) > 0 && (
          <Button
            size="small"
            startIcon={<DoneAll />}
            onClick={() => readAll.mutate()}
            disabled={readAll.isPending}
            sx={{ marginInlineStart: "auto", alignSelf: "center" }}
            data-testid="messages-read-all"
          >
            {t("mark_all_read")}
          </Button>
        )}
      </Box>
      <MessagesTabs current="system" />
      <Box sx={{ mb: 2 }}>
        <MessageSearchBox key={search} value={search} onSearch={(q) => go({ search: q, page: 1 })} />
      </Box>
      {result.isPending || pastTheEnd ? (
        <MessageListSkeleton />
      ) : result.isError && !result.data ? (
        <ListLoadError query={result} testId="message-list-error" />
      ) : items.length === 0 ? (
        <MessageListEmpty search={search} onClearSearch={() => go({ search: "", page: 1 })} />
      ) : (
        <Stack
          component="ul"
          spacing={1.25}
          data-testid="message-list"
          aria-label={t("title")}
          aria-busy={result.isPlaceholderData}
          sx={{ p: 0, m: 0, opacity: result.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
        >
          {items.map((message) => (
            <MessageListItem key={message.id} message={message} listSearch={listSearch} />
          ))}
        </Stack>
      )}
      <ListPagination
        count={pageCount}
        page={page}
        onChange={(next) => {
          go({ search, page: next });
          window.scrollTo({ top: 0 });
        }}
        t={t}
        testId="message-pagination"
      />
    </Page>
  );
}
