import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import SendIcon from "@mui/icons-material/Send";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { UploadField, type UploadState, UploadStatusNote } from "../../../components/UploadField";
import { Page } from "../../../components/ui/Page";
import { Section } from "../../../components/ui/Section";
import { useDocumentTitle } from "../../../lib/document-title";
import { useFeedback } from "../../../lib/use-feedback";
import { useCategories, useChannels } from "../../catalogue";
import { useCreateQuestion } from "../api/create-question";
import { CategorySelects } from "../components/CategorySelects";
import { ChannelList, ChannelSelect } from "../components/ChannelPicker";
import { ContentField } from "../components/ContentField";
import { DraftNote } from "../components/DraftNote";
import { RewardSection } from "../components/RewardSection";
import { SettingsSection } from "../components/SettingsSection";
import { SimilarQuestionsPanel } from "../components/SimilarQuestionsPanel";
import { TitleField } from "../components/TitleField";
import {
  defaultPublishValues,
  type PublishFormInput,
  type PublishFormValues,
  REQUIRED_FIELDS,
  toCreateRequest,
} from "../publish-form";
import { useBalanceCheck, useBalanceRevalidation } from "../use-balance-check";
import { useFieldError } from "../use-field-error";
import { useDraftAutosave, usePublishDraft } from "../use-publish-draft";

/** Where the form was opened: /publish, or /publishInfoEditor (the user centre's manage tab). */
export type PublishContext = "publish" | "manage";
const MANAGE_PATH = "/userCenter?tab=manage";

/**
 * The ask-question screen (spec 2): channel list on the left, the question form on the right. From the
 * manage tab (/publishInfoEditor) it leads back there, and a published question is shown in that list.
 */
export default function PublishPage({ context = "publish" }: { context?: PublishContext }) {
  useDocumentTitle("publish");
  const { t, toast, errorMessage, toastError } = useFeedback("publish");
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  // Submitting waits while files upload and is blocked while a failed upload is listed.
  const [uploadState, setUploadState] = useState<UploadState>("ready");
  const create = useCreateQuestion();
  // The bonus and expert fee are checked against the wallet; what is typed is kept as a draft.
  const balanceCheck = useBalanceCheck();
  const draft = usePublishDraft();

  const form = useForm<PublishFormInput, unknown, PublishFormValues>({
    resolver: balanceCheck.resolver,
    defaultValues: draft.restored?.values ?? defaultPublishValues(),
  });
  useBalanceRevalidation(form, balanceCheck);
  useDraftAutosave(form, draft);
  const { control, setValue, clearErrors, formState } = form;
  const { errors } = formState;
  const [channel, categoryTop, category] = useWatch({
    control,
    name: ["channel", "category_top", "category"],
  });

  const channels = useChannels();
  const categories = useCategories(channel ?? undefined);

  // channel_id in the address preselects a channel; otherwise the first one once they are loaded.
  const wantedChannel = Number(params.get("channel_id")) || null;
  useEffect(() => {
    const list = channels.data ?? [];
    const preselected = list.find((c) => c.id === wantedChannel) ?? list[0];
    if (preselected && form.getValues("channel") === null) setValue("channel", preselected.id);
  }, [channels.data, wantedChannel, setValue, form]);

  const chooseChannel = (id: number) => {
    if (id === channel) return;
    setValue("channel", id);
    setValue("category_top", null);
    setValue("category", null);
    clearErrors(["channel", "category_top"]);
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      uploadState === "ready" &&
      create.mutate(toCreateRequest(values, t("default_title")), {
        onSuccess: ({ id }) => {
          draft.clear();
          toast(t("question_submitted_successfully"), "success");
          navigate(context === "manage" ? MANAGE_PATH : `/question?id=${id}`);
        },
        onError: (error) =>
          balanceCheck.refused(form, error) || toastError(error, "failed_to_submit_question"),
      }),
    (invalid) => {
      const missing = REQUIRED_FIELDS.some((field) => invalid[field]?.message === "required");
      toast(t(missing ? "please_fill_required_fields" : "please_fix_errors"), "warning");
    },
  );

  const busy = create.isPending;
  const channelError = fieldError("channel", errors.channel);
  const pickerProps = {
    channels: channels.data,
    loading: channels.isPending,
    selectedId: channel,
    onSelect: chooseChannel,
    error: channelError,
  };

  return (
    <Page maxWidth={1200}>
      <Box sx={{ px: { sm: 1 }, mb: 2 }}>
        {context === "manage" && (
          <Button
            component={Link}
            to={MANAGE_PATH}
            size="small"
            startIcon={
              <ArrowBackIcon sx={theme.direction === "rtl" ? { transform: "scaleX(-1)" } : undefined} />
            }
            sx={{ mb: 1, ml: -1 }}
            data-testid="publish-back-manage"
          >
            {t("back_to_manage")}
          </Button>
        )}
        <Typography id="publish-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("title")}
        </Typography>
        <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5 }}>
          {t("subtitle")}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        {!phone && <ChannelList {...pickerProps} />}

        <Paper
          variant="outlined"
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="publish-title"
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}
          data-testid="publish-form"
        >
          <Stack spacing={3}>
            <DraftNote
              draft={draft}
              onDiscard={() => {
                draft.discard();
                form.reset(defaultPublishValues(form.getValues("channel")));
              }}
            />
            {channels.isError && <Alert severity="error">{errorMessage(channels.error)}</Alert>}
            {categories.isError && <Alert severity="error">{errorMessage(categories.error)}</Alert>}

            <Stack spacing={2}>
              {phone && (
                <Controller
                  control={control}
                  name="channel"
                  render={({ field }) => <ChannelSelect {...pickerProps} inputRef={field.ref} />}
                />
              )}
              <Controller
                control={control}
                name="category_top"
                render={({ field }) => (
                  <CategorySelects
                    categories={categories.data}
                    loading={channel !== null && categories.isPending}
                    topId={categoryTop}
                    topInputRef={field.ref}
                    categoryId={category}
                    onTopChange={(id) => {
                      setValue("category_top", id);
                      setValue("category", null);
                      clearErrors("category_top");
                    }}
                    onCategoryChange={(id) => setValue("category", id)}
                    topError={fieldError("category_top", errors.category_top)}
                    disabled={busy}
                  />
                )}
              />
            </Stack>

            <TitleField control={control} disabled={busy} />

            <ContentField control={control} disabled={busy} />
            <SimilarQuestionsPanel control={control} />
            <RewardSection form={form} balance={balanceCheck.balance} disabled={busy} />
            <SettingsSection form={form} disabled={busy} />

            <Section title={t("attachments")} heading="h3">
              <Controller
                control={control}
                name="files"
                render={({ field }) => (
                  <UploadField
                    kind="file"
                    value={field.value}
                    onChange={field.onChange}
                    onStateChange={setUploadState}
                    disabled={busy}
                  />
                )}
              />
            </Section>

            <Box
              sx={{
                display: "flex",
                flexDirection: { xs: "column-reverse", sm: "row" },
                alignItems: { sm: "center" },
                justifyContent: "flex-end",
                gap: 1.5,
                pt: 1,
              }}
            >
              <UploadStatusNote state={uploadState} uploadingText={t("uploading")} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy || uploadState !== "ready"}
                startIcon={
                  busy ? (
                    <CircularProgress size={18} color="inherit" />
                  ) : (
                    <SendIcon sx={theme.direction === "rtl" ? { transform: "scaleX(-1)" } : undefined} />
                  )
                }
                sx={{ minWidth: { sm: 200 } }}
                data-testid="submit-question"
              >
                {t(busy ? "submitting" : "submit")}
              </Button>
            </Box>
          </Stack>
        </Paper>
      </Box>
    </Page>
  );
}
