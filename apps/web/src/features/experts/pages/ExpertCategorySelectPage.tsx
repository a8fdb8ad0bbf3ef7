import { LIMITS } from "@ask/contracts";
import QuestionAnswerOutlinedIcon from "@mui/icons-material/QuestionAnswerOutlined";
import { Alert, Box, Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSession } from "../../../lib/session";
import { useFeedback } from "../../../lib/use-feedback";
import { useChannels } from "../../catalogue";
import { useApplyForExpert } from "../api/apply-expert";
import { useExpertDetail } from "../api/expert-detail";
import { useMyExpert } from "../api/my-expert";
import { useSetExpertCategories } from "../api/set-categories";
import { CategoryChooser } from "../components/CategoryChooser";
import { NotExpertNotice } from "../components/NotExpertNotice";
import { useExpertId } from "../components/use-expert-id";

const MAX = LIMITS.maxExpertCategories;

/**
 * /expert-category-select: one channel and at most 3 of its root categories (spec 2 and 5). A normal
 * user forms their expert application here (an administrator approves it); an approved expert changes
 * categories at once, or asks for another channel, which waits for approval.
 */
export default function ExpertCategorySelectPage() {
  useDocumentTitle("expert_categories");
  const { t } = useTranslation("experts");
  const expertId = useExpertId();
  const role = useSession().user?.role;
  const applying = expertId === null && role === "user";
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1, sm: 3 } }}>
      <Box
        sx={{
          display: "flex",
          alignItems: { xs: "flex-start", sm: "center" },
          justifyContent: "space-between",
          flexDirection: { xs: "column", sm: "row" },
          gap: 1.5,
          mb: 2,
          px: 1,
        }}
      >
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {applying ? t("apply.title") : t("select.title")}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
            {applying ? t("apply.subtitle", { n: MAX }) : t("select.subtitle", { n: MAX })}
          </Typography>
        </Box>
        {expertId !== null && (
          <Button
            component={Link}
            to="/expert-qa"
            variant="outlined"
            startIcon={<QuestionAnswerOutlinedIcon />}
            sx={{ flexShrink: 0 }}
          >
            {t("select.go_qa")}
          </Button>
        )}
      </Box>
      {expertId !== null ? (
        <ExpertChoice expertId={expertId} />
      ) : applying ? (
        <ApplicationChoice />
      ) : (
        <NotExpertNotice />
      )}
    </Container>
  );
}

/** A normal user's application: the choice is sent with it, and can be changed while it waits. */
function ApplicationChoice() {
  const { t, toast, toastError } = useFeedback("experts");
  const channels = useChannels();
  const mine = useMyExpert();
  const apply = useApplyForExpert();
  const application = mine.data?.application ?? null;
  const pending = application?.status === "pending" ? application : null;
  const channelName = (id: number | null) => channels.data?.find((c) => c.id === id)?.name ?? "";

  let notice: React.ReactNode = null;
  if (pending) {
    notice = (
      <Alert severity="info" data-testid="expert-application-pending">
        {pending.channel_id === null
          ? t("apply.pending_no_channel")
          : t("apply.pending", { channel: channelName(pending.channel_id) })}
      </Alert>
    );
  } else if (mine.data?.status === "revoked") {
    notice = (
      <Alert severity="warning" data-testid="expert-application-revoked">
        {t("apply.revoked", { reason: mine.data.revoke_reason ?? "" })}
      </Alert>
    );
  } else if (application?.status === "rejected") {
    notice = (
      <Alert severity="warning" data-testid="expert-application-rejected">
        {t("apply.rejected", { reason: application.reason ?? "" })}
      </Alert>
    );
  } else if (mine.isSuccess) {
    notice = (
      <Alert severity="info" data-testid="expert-application-new">
        {t("apply.intro")}
      </Alert>
    );
  }

  return (
    <CategoryChooser
      mode="apply"
      savedChannel={pending?.channel_id ?? null}
      savedIds={pending?.category_ids ?? []}
      ready={mine.isSuccess}
      loadError={mine.error ?? undefined}
      approvedChannel={null}
      notice={notice}
      busy={apply.isPending}
      submit={(choice, done) =>
        apply.mutate(choice, {
          onSuccess: () => {
            done();
            toast(t("apply.sent_toast"), "success");
          },
          onError: (error) => toastError(error, "select.save_failed"),
        })
      }
    />
  );
}

/** An approved expert: categories change at once; another channel waits for an administrator. */
function ExpertChoice({ expertId }: { expertId: number }) {
  const { t, toast, toastError } = useFeedback("experts");
  const channels = useChannels();
  const detail = useExpertDetail(expertId);
  const save = useSetExpertCategories(expertId);
  const approvedChannel = detail.data?.channel_id ?? null;
  const application = detail.data?.application ?? null;
  const pendingChange =
    application?.status === "pending" && application.kind === "channel_change" ? application : null;
  const channelName = (id: number | null) => channels.data?.find((c) => c.id === id)?.name ?? "";

  return (
    <CategoryChooser
      mode="expert"
      savedChannel={approvedChannel}
      savedIds={detail.data?.category_ids ?? []}
      ready={detail.isSuccess}
      loadError={detail.error ?? undefined}
      approvedChannel={approvedChannel}
      notice={
        pendingChange && (
          <Alert severity="info" data-testid="expert-change-pending">
            {t("change.pending", {
              channel: channelName(pendingChange.channel_id),
              current: channelName(approvedChannel),
            })}
          </Alert>
        )
      }
      busy={save.isPending}
      submit={(choice, done) =>
        save.mutate(choice, {
          onSuccess: (stored) => {
            done();
            const waiting = choice.channel_id !== stored.channel_id;
            toast(waiting ? t("change.sent_toast") : t("select.save_success"), "success");
          },
          onError: (error) => toastError(error, "select.save_failed"),
        })
      }
    />
  );
}
