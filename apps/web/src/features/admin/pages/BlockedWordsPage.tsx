import type { ModerationWords } from "@ask/contracts";
import { Box, Button, Stack, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useFeedback } from "../../../lib/use-feedback";
import { useModerationWords, useSaveModerationWords, wordsOf } from "../api/moderation-words";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";

function WordsEditor({ saved }: { saved: ModerationWords }) {
  const { t, toast, toastError } = useFeedback("adminUsers");
  const save = useSaveModerationWords();
  const [block, setBlock] = useState(saved.block.join("\n"));
  const [review, setReview] = useState(saved.review.join("\n"));
  const lists = { block: wordsOf(block), review: wordsOf(review) };
  const changed =
    lists.block.join("\n") !== saved.block.join("\n") || lists.review.join("\n") !== saved.review.join("\n");
  const field = (name: "block" | "review", value: string, set: (v: string) => void) => (
    <TextField
      fullWidth
      multiline
      minRows={8}
      maxRows={20}
      label={t(`words.${name}`)}
      helperText={`${t(`words.${name}_help`)} ${t("words.count", { count: lists[name].length })}`}
      value={value}
      onChange={(e) => set(e.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { "data-testid": `words-${name}`, spellCheck: false },
      }}
    />
  );
  return (
    <Stack spacing={2.5}>
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {field("block", block, setBlock)}
        {field("review", review, setReview)}
      </Box>
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        <Button
          disabled={!changed || save.isPending}
          onClick={() => {
            setBlock(saved.block.join("\n"));
            setReview(saved.review.join("\n"));
          }}
        >
          {t("words.reset")}
        </Button>
        <Button
          variant="contained"
          disabled={!changed || save.isPending}
          data-testid="words-save"
          onClick={() =>
            save.mutate(lists, {
              onSuccess: (result) => toast(t("words.saved", { version: result.version }), "success"),
              onError: (error) => toastError(error, "toast.failed"),
            })
          }
        >
          {t("words.save")}
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/words (issue 17 item 3): the administrators' block and review lists, one word per line. */
export default function BlockedWordsPage() {
  useDocumentTitle("admin_words");
  const { t, i18n } = useTranslation("adminUsers");
  const isAdmin = useSession().user?.role === "admin";
  const words = useModerationWords(isAdmin);
  const data = words.data;
  return (
    <AdminScreen allowed={isAdmin} reads={[words]} maxWidth="lg">
      <AdminPageHeader
        title={t("words.title")}
        subtitle={
          !data
            ? ""
            : data.updated_at
              ? t("words.subtitle", {
                  version: data.version,
                  id: data.updated_by ?? "",
                  date: formatDateTime(data.updated_at, i18n.language),
                })
              : t("words.subtitle_never")
        }
        onRefresh={() => void words.refetch()}
        refreshing={words.isFetching}
        testIdPrefix="words"
      />
      <AdminQueryState query={words} rows={1} skeletonHeight={240}>
        {(saved) => <WordsEditor key={saved.version} saved={saved} />}
      </AdminQueryState>
    </AdminScreen>
  );
}
