import type { Customer, Locale } from "@ask/contracts";
import { VERIFICATION } from "@ask/contracts";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { useFeedback } from "../../../lib/use-feedback";
import { useSendEmailCode } from "../api/verify-email";
import { useConfirmEmailCode } from "../api/verify-email-code";
import { useSendPhoneCode } from "../api/verify-phone";
import { useConfirmPhoneCode } from "../api/verify-phone-code";

/** Seconds to wait, read from a 429 resend_too_soon detail ("Please wait 42 s …"). */
const waitSecondsOf = (error: unknown) => {
  if (!(error instanceof ApiError) || error.code !== "resend_too_soon") return undefined;
  const match = /(\d+)/.exec(error.detail);
  return match ? Number(match[1]) : VERIFICATION.resendSeconds;
};

type Channel = "email" | "phone";

const TOAST_KEYS = {
  email: { sent: "messages.verification_email_sent", failed: "messages.verification_email_failed" },
  phone: { sent: "messages.verification_phone_sent", failed: "messages.verification_phone_failed" },
} as const;

interface Verification {
  channel: Channel;
  target: string;
  resendAt: number;
  development: boolean;
}

/**
 * Verifying the saved email or phone: send a code (toast, then the code dialog; a code sent less than
 * a minute ago is still valid, so a "too soon" answer opens the dialog too), and confirm it.
 */
export function useContactVerification(
  userId: number | undefined,
  saved: Customer | undefined,
  savedDial?: string,
) {
  const { t, i18n, toast, errorMessage, toastError } = useFeedback("userCenter");
  const sendEmail = useSendEmailCode();
  const sendPhone = useSendPhoneCode();
  const confirmEmail = useConfirmEmailCode(userId);
  const confirmPhone = useConfirmPhoneCode(userId);
  const [verification, setVerification] = useState<Verification | null>(null);
  const lang = i18n.language as Locale;

  const sendHandlers = (channel: Channel, target: string) => ({
    onSuccess: (sent: { resend_in: number; delivery: string }) => {
      toast(t(TOAST_KEYS[channel].sent), "success");
      setVerification({
        channel,
        target,
        resendAt: Date.now() + sent.resend_in * 1000,
        development: sent.delivery === "development",
      });
    },
    onError: (error: unknown) => {
      const wait = waitSecondsOf(error);
      toastError(error, TOAST_KEYS[channel].failed);
      if (wait !== undefined)
        setVerification({ channel, target, resendAt: Date.now() + wait * 1000, development: false });
    },
  });

  const startEmail = () => {
    if (!saved?.email) return;
    sendEmail.mutate({ email: saved.email, lang }, sendHandlers("email", saved.email));
  };

  const startPhone = () => {
    if (userId === undefined) {
      toast(t("messages.not_logged_in"), "warning");
      return;
    }
    if (!saved?.phone || !savedDial) return;
    sendPhone.mutate(
      { country: savedDial, phone: saved.phone, id: userId, lang },
      sendHandlers("phone", `${savedDial} ${saved.phone}`),
    );
  };

  const submitCode = (code: string) => {
    if (!verification) return;
    const handlers = {
      onSuccess: () => {
        toast(t("messages.verification_success"), "success");
        setVerification(null);
      },
      onError: (error: unknown) =>
        toast(error instanceof ApiError ? errorMessage(error) : t("messages.verification_failed"), "error"),
    };
    if (verification.channel === "email") confirmEmail.mutate(code, handlers);
    else if (saved?.phone && savedDial && userId !== undefined)
      confirmPhone.mutate({ id: userId, phone: saved.phone, country: savedDial, code }, handlers);
  };

  return {
    verification,
    close: () => setVerification(null),
    startEmail,
    startPhone,
    submitCode,
    sendingEmail: sendEmail.isPending,
    sendingPhone: sendPhone.isPending,
    confirming: confirmEmail.isPending || confirmPhone.isPending,
  };
}
