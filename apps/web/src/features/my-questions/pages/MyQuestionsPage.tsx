import RefreshIcon from "@mui/icons-material/Refresh";
import { Box, IconButton, Tooltip } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Page, PageTitleRow } from "../../../components/ui/Page";
import { PageTabs } from "../../../components/ui/PageTabs";
import { useDocumentTitle } from "../../../lib/document-title";
import { QuestionResults } from "../../questions";
import { MY_QUESTION_TABS, type MyQuestionTab, useMyQuestionList } from "../api/my-question-lists";

const parseTab = (value: string | null): MyQuestionTab =>
  MY_QUESTION_TABS.includes(value as MyQuestionTab) ? (value as MyQuestionTab) : "my";

/** /myQuestions (login required): my, commented, favorited and shared questions; tab and page in the URL. */
export default function MyQuestionsPage() {
  useDocumentTitle("my_questions");
  const { t } = useTranslation("questions");
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get("tab"));
  const page = Math.max(1, Math.floor(Number(searchParams.get("page"))) || 1);
  const result = useMyQuestionList(tab, page);
  const [refreshing, setRefreshing] = useState(false);

  const go = (nextTab: MyQuestionTab, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextTab !== "my") next.set("tab", nextTab);
    if (nextPage > 1) next.set("page", String(nextPage));
    setSearchParams(next);
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await result.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Page maxWidth={960}>
      <PageTitleRow title={t("my.title")} mb={1}>
        <Tooltip title={t("my.refresh")}>
          <span>
            <IconButton
              onClick={refresh}
              disabled={refreshing}
              aria-label={t("my.refresh")}
              data-testid="my-questions-refresh"
            >
              <RefreshIcon
                sx={{
                  animation: refreshing ? "spin 0.8s linear infinite" : "none",
                  "@keyframes spin": { to: { transform: "rotate(360deg)" } },
                }}
              />
            </IconButton>
          </span>
        </Tooltip>
      </PageTitleRow>
      <PageTabs
        value={tab}
        values={MY_QUESTION_TABS}
        onChange={(next) => go(next)}
        label={(value) => t(`my.tabs.${value}`)}
        testIdPrefix="my-tab"
        ariaLabel={t("my.tabs_label")}
      />
      <Box role="tabpanel" aria-label={t(`my.tabs.${tab}`)}>
        <QuestionResults
          result={result}
          page={page}
          onPageChange={(next) => {
            go(tab, next);
            window.scrollTo({ top: 0 });
          }}
          loading={refreshing}
        />
      </Box>
    </Page>
  );
}
