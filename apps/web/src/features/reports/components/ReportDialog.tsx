import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useToast } from "../../../lib/toast";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCreateReport } from "../api/create-report";
import {
  NOTE_MAX,
  noteErrorKey,
  REPORT_ERROR_CODES,
  type ReportTarget,
  reportFormSchema,
  reportReasons,
} from "../report-form";

export interface ReportDialogProps {
  open: boolean;
  target: ReportTarget;
  onClose(): void;
}

/**
 * Reports a piece of content or a user: one reason (spam, fraud, offensive, illegal, other) and a note,
 * required for "other". A refusal (already reported, own content, too many reports) stays in the
 * dialog in the reader's language; a sent report closes it with a thank-you.
 */
export default function ReportDialog({ open, target, onClose }: ReportDialogProps) {
  const { t, i18n } = useTranslation("moderation");
  const commonError = useErrorMessage();
  const toast = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const create = useCreateReport();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { target_type: target.type, target_id: target.id, reason: undefined, note: "" },
  });
  const reason = form.watch("reason");
  const noteError = noteErrorKey(form.formState.errors.note?.type);
  const reasonError = Boolean(form.formState.errors.reason);

  const describe = (error: unknown) =>
    error instanceof ApiError &&
    (REPORT_ERROR_CODES as readonly string[]).includes(error.code) &&
    i18n.exists(`report.errors.${error.code}`, { ns: "moderation" })
      ? t(`report.errors.${error.code}`)
      : commonError(error);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const note = values.note?.trim();
    create.mutate(
      { ...values, target_type: target.type, target_id: target.id, note: note ? note : undefined },
      {
        onSuccess: () => {
          toast(t("report.sent"), "success");
          onClose();
        },
        onError: (error) => setFailure(describe(error)),
      },
    );
  });

  const reset = () => {
    form.reset({ target_type: target.type, target_id: target.id, reason: undefined, note: "" });
    setFailure(null);
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      aria-labelledby="report-dialog-title"
      data-testid="report-dialog"
      slotProps={{ transition: { onExited: reset } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="report-dialog-title" sx={{ fontWeight: 700 }}>
          {t(`report.title.${target.type}`)}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t("report.intro")}
          </Typography>
          <FormControl error={reasonError} component="fieldset" sx={{ width: "100%" }}>
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t("report.reason_label")}
            </FormLabel>
            <Controller
              control={form.control}
              name="reason"
              render={({ field }) => (
                <RadioGroup
                  name={field.name}
                  value={field.value ?? ""}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {reportReasons.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={
                        <Radio
                          size="small"
                          slotProps={{ input: { "data-testid": `report-reason-${value}` } as object }}
                        />
                      }
                      label={t(`report.reasons.${value}`)}
                    />
                  ))}
                </RadioGroup>
              )}
            />
            {reasonError && (
              <Typography variant="caption" color="error" data-testid="report-reason-error">
                {t("report.reason_required")}
              </Typography>
            )}
          </FormControl>
          <TextField
            fullWidth
            multiline
            minRows={3}
            sx={{ mt: 2 }}
            label={t("report.note_label")}
            required={reason === "other"}
            {...form.register("note")}
            error={noteError !== null}
            helperText={
              noteError
                ? t(`report.${noteError}`, { n: NOTE_MAX })
                : t(reason === "other" ? "report.note_help_required" : "report.note_help_optional", {
                    n: NOTE_MAX,
                  })
            }
            slotProps={{ htmlInput: { maxLength: NOTE_MAX + 1, dir: "auto", "data-testid": "report-note" } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="report-error">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending} data-testid="report-cancel">
            {t("report.cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={create.isPending}
            data-testid="report-submit"
          >
            {t("report.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
