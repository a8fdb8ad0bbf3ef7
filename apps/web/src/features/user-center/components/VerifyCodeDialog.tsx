import { VERIFICATION } from "@ask/contracts";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../lib/toast";

/** The spec's phone code rule (section 5): at least 4 characters, the input takes up to 6. */
export const CODE_MIN_LENGTH = 4;

interface VerifyCodeDialogProps {
  open: boolean;
  channel: "email" | "phone";
  /** Where the code was sent: the email address or the international phone number. */
  target: string;
  /** When a new code may be requested (ms since epoch); the resend button counts down to it. */
  resendAt: number;
  /** The code went to the development inbox (no email/SMS service configured on the server). */
  developmentDelivery: boolean;
  submitting: boolean;
  resending: boolean;
  onSubmit(code: string): void;
  onResend(): void;
  onClose(): void;
}

/** Seconds left until `at`, ticking once a second while the dialog is open. */
function useSecondsUntil(at: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Type the code received by email or SMS; resend is disabled for 60 s after each sending (spec 4). */
export function VerifyCodeDialog({
  open,
  channel,
  target,
  resendAt,
  developmentDelivery,
  submitting,
  resending,
  onSubmit,
  onResend,
  onClose,
}: VerifyCodeDialogProps) {
  const { t } = useTranslation("userCenter");
  const toast = useToast();
  const [code, setCode] = useState("");
  const [error, setError] = useState(false);
  const secondsLeft = useSecondsUntil(resendAt, open);
  const testId = `${channel}-code-dialog`;

  useEffect(() => {
    if (open) {
      setCode("");
      setError(false);
    }
  }, [open]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim().length < CODE_MIN_LENGTH) {
      setError(true);
      toast(t("messages.invalid_code"), "warning");
      return;
    }
    onSubmit(code.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${testId}-title`} sx={{ fontWeight: 700 }}>
          {t(`verify.${channel}_title`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {/* LRI … PDI: a phone number or address stays left-to-right inside an Arabic sentence. */}
            {t(`verify.${channel}_sent_to`, { target: `\u2066${target}\u2069`, n: VERIFICATION.codeDigits })}
          </DialogContentText>
          {developmentDelivery && (
            <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid={`${testId}-dev-note`}>
              {t("verify.development_delivery")}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label={t("verify.code_label")}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, "").slice(0, VERIFICATION.codeDigits));
              setError(false);
            }}
            error={error}
            helperText={
              error ? t("messages.invalid_code") : t("verify.code_hint", { n: VERIFICATION.codeDigits })
            }
            slotProps={{
              htmlInput: {
                inputMode: "numeric",
                autoComplete: "one-time-code",
                maxLength: VERIFICATION.codeDigits,
                "data-testid": `${testId}-input`,
                style: { letterSpacing: "0.4em", fontSize: 20, textAlign: "center" },
              },
            }}
          />
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2, gap: 1, flexWrap: "wrap" }}>
          <Button
            onClick={onResend}
            disabled={secondsLeft > 0 || resending || submitting}
            data-testid={`${testId}-resend`}
            sx={{ marginInlineEnd: "auto", width: { xs: "100%", sm: "auto" } }}
          >
            {secondsLeft > 0 ? t("verify.resend_in", { seconds: secondsLeft }) : t("verify.resend")}
          </Button>
          <Button onClick={onClose} disabled={submitting} data-testid={`${testId}-cancel`}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid={`${testId}-submit`}>
            {t("verify.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
