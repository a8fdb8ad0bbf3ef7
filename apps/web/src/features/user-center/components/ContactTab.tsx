import type { Country, Customer, Locale, UpdateCustomerRequest } from "@ask/contracts";
import { VERIFICATION } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  InputAdornment,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useTheme,
} from "@mui/material";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { useToast } from "../../../lib/toast";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCountries } from "../api/countries";
import { useCustomer } from "../api/customer";
import { useUserId } from "../api/keys";
import { useUpdateCustomer } from "../api/update-customer";
import { useSendEmailCode } from "../api/verify-email";
import { useConfirmEmailCode } from "../api/verify-email-code";
import { useSendPhoneCode } from "../api/verify-phone";
import { useConfirmPhoneCode } from "../api/verify-phone-code";
import { VerifyCodeDialog } from "./VerifyCodeDialog";

const ContactForm = z
  .object({
    name: z.string().trim().max(60, "too_long"),
    country: z.string(),
    phone: z
      .string()
      .trim()
      .refine((v) => /^\d*$/.test(v), "only_numbers_allowed")
      .refine((v) => v === "" || (v.length >= 4 && v.length <= 15), "phone_length"),
    address: z.string().trim().max(200, "too_long"),
    email: z
      .string()
      .trim()
      .max(254, "too_long")
      .refine((v) => v === "" || z.email().safeParse(v).success, "invalid_email"),
  })
  .refine((v) => v.phone === "" || v.country !== "", { path: ["country"], message: "country_required" });
type ContactForm = z.infer<typeof ContactForm>;

const toForm = (c: Customer): ContactForm => ({
  name: c.name ?? "",
  country: c.country ?? "",
  phone: c.phone ?? "",
  address: c.address ?? "",
  email: c.email ?? "",
});

const toRequest = (f: ContactForm, lang: Locale): UpdateCustomerRequest => ({
  name: f.name.trim() || null,
  country: f.country || null,
  phone: f.phone.trim() || null,
  address: f.address.trim() || null,
  email: f.email.trim() || null,
  lang,
});

export const intlLocale = (lang: string) => lang.replace("_", "-");

/** Country names come in English; they are shown in the reader's language (docs: Country names). */
export function useCountryName(): (code: string, fallback?: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([intlLocale(i18n.language), "en"], { type: "region" });
    } catch {
      names = undefined;
    }
    return (code: string, fallback?: string) => {
      try {
        return names?.of(code) ?? fallback ?? code;
      } catch {
        return fallback ?? code;
      }
    };
  }, [i18n.language]);
}

/** Seconds to wait, read from a 429 resend_too_soon detail ("Please wait 42 s …"). */
const waitSecondsOf = (error: unknown) => {
  if (!(error instanceof ApiError) || error.code !== "resend_too_soon") return undefined;
  const match = /(\d+)/.exec(error.detail);
  return match ? Number(match[1]) : VERIFICATION.resendSeconds;
};

interface Verification {
  channel: "email" | "phone";
  target: string;
  resendAt: number;
  development: boolean;
}

/** Tab profile (spec 2): contact details, their verification and saving. */
export function ContactTab() {
  const { t, i18n } = useTranslation("userCenter");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const userId = useUserId();
  const customer = useCustomer();
  const countries = useCountries();
  const countryName = useCountryName();
  const update = useUpdateCustomer();
  const sendEmail = useSendEmailCode();
  const sendPhone = useSendPhoneCode();
  const confirmEmail = useConfirmEmailCode(userId);
  const confirmPhone = useConfirmPhoneCode(userId);
  const [verification, setVerification] = useState<Verification | null>(null);
  const lang = i18n.language as Locale;

  const form = useForm<ContactForm>({
    resolver: zodResolver(ContactForm),
    mode: "onTouched",
    defaultValues: { name: "", country: "", phone: "", address: "", email: "" },
    values: customer.data ? toForm(customer.data) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, dirtyFields } = form.formState;

  const sortedCountries = useMemo(() => {
    const collator = new Intl.Collator(intlLocale(lang));
    return [...(countries.data ?? [])]
      .map((c) => ({ ...c, label: countryName(c.code, c.name) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.data, countryName, lang]);
  const countryOf = (code: string | null | undefined): Country | undefined =>
    countries.data?.find((c) => c.code === code);
  const chosenCountry = countryOf(form.watch("country"));

  const fieldError = (key?: string) => (key ? t(`validation.${key}`) : undefined);
  const rtl = useTheme().direction === "rtl";
  const dialPrefix = (
    <InputAdornment position={rtl ? "end" : "start"} dir="ltr" data-testid="contact-dial-code">
      {chosenCountry?.dialingCode ?? "+"}
    </InputAdornment>
  );

  const onSave = form.handleSubmit((values) => {
    if (userId === undefined) {
      toast(t("messages.not_logged_in"), "warning");
      return;
    }
    update.mutate(
      { userId, body: toRequest(values, lang) },
      {
        onSuccess: (saved) => {
          // A clean slate: keepDirtyValues (resetOptions, for refetches) would keep the saved fields
          // dirty, and "save first, then verify" would stay instead of the verify button.
          form.reset(toForm(saved), { keepDirtyValues: false });
          toast(t("messages.save_success"), "success");
        },
        onError: (error) => toast(t("messages.save_failed", { detail: errorMessage(error) }), "error"),
      },
    );
  });

  const saved = customer.data;
  const savedDial = countryOf(saved?.country)?.dialingCode;

  const startEmail = () => {
    if (!saved?.email) return;
    const target = saved.email;
    sendEmail.mutate(
      { email: target, lang },
      {
        onSuccess: (sent) => {
          toast(t("messages.verification_email_sent"), "success");
          setVerification({
            channel: "email",
            target,
            resendAt: Date.now() + sent.resend_in * 1000,
            development: sent.delivery === "development",
          });
        },
        onError: (error) => {
          const wait = waitSecondsOf(error);
          toast(t("messages.verification_email_failed", { detail: errorMessage(error) }), "error");
          // A code sent less than a minute ago is still valid: let the user type it.
          if (wait !== undefined)
            setVerification({
              channel: "email",
              target,
              resendAt: Date.now() + wait * 1000,
              development: false,
            });
        },
      },
    );
  };

  const startPhone = () => {
    if (userId === undefined) {
      toast(t("messages.not_logged_in"), "warning");
      return;
    }
    if (!saved?.phone || !savedDial) return;
    const target = `${savedDial} ${saved.phone}`;
    sendPhone.mutate(
      { country: savedDial, phone: saved.phone, id: userId, lang },
      {
        onSuccess: (sent) => {
          toast(t("messages.verification_phone_sent"), "success");
          setVerification({
            channel: "phone",
            target,
            resendAt: Date.now() + sent.resend_in * 1000,
            development: sent.delivery === "development",
          });
        },
        onError: (error) => {
          const wait = waitSecondsOf(error);
          toast(t("messages.verification_phone_failed", { detail: errorMessage(error) }), "error");
          if (wait !== undefined)
            setVerification({
              channel: "phone",
              target,
              resendAt: Date.now() + wait * 1000,
              development: false,
            });
        },
      },
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

  if (customer.isError) {
    return (
      <Alert severity="error" data-testid="contact-load-error">
        {t("messages.failed_to_load_user_profile")} {errorMessage(customer.error)}
      </Alert>
    );
  }
  if (!saved) return <ContactSkeleton />;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t("contact.title")}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
          {t("contact.subtitle")}
        </Typography>
        <Box component="form" onSubmit={onSave} noValidate data-testid="contact-form">
          <Box
            sx={{
              display: "grid",
              gap: 2.5,
              gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
            }}
          >
            <TextField
              label={t("contact.name")}
              autoComplete="name"
              {...form.register("name")}
              error={Boolean(errors.name)}
              helperText={fieldError(errors.name?.message)}
              slotProps={{ htmlInput: { "data-testid": "contact-name" } }}
            />
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <TextField
                  select
                  data-testid="contact-country"
                  label={t("contact.country")}
                  value={countries.data ? field.value : ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.country)}
                  helperText={fieldError(errors.country?.message)}
                  slotProps={{
                    select: {
                      MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
                      // The chosen country by name only: its dial code is the phone field's prefix.
                      renderValue: (code) => sortedCountries.find((c) => c.code === code)?.label ?? "",
                    },
                  }}
                >
                  <MenuItem value="">
                    <em>{t("contact.country_none")}</em>
                  </MenuItem>
                  {sortedCountries.map((c) => (
                    <MenuItem key={c.code} value={c.code} data-testid={`country-option-${c.code}`}>
                      <Box component="span" sx={{ flex: 1 }}>
                        {c.label}
                      </Box>
                      <Typography
                        component="span"
                        variant="body2"
                        color="textSecondary"
                        dir="ltr"
                        sx={{ marginInlineStart: 2 }}
                      >
                        {c.dialingCode}
                      </Typography>
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Box>
              <TextField
                fullWidth
                label={t("contact.phone")}
                autoComplete="tel-national"
                {...form.register("phone")}
                error={Boolean(errors.phone)}
                helperText={fieldError(errors.phone?.message)}
                slotProps={{
                  // A phone number reads left to right in every language: prefix, then digits. In
                  // Arabic the prefix therefore sits at the end (left) side, next to the digits.
                  // (dir attributes, not CSS: the RTL stylis plugin would flip `direction`.)
                  input: rtl ? { endAdornment: dialPrefix } : { startAdornment: dialPrefix },
                  htmlInput: { inputMode: "numeric", dir: "ltr", "data-testid": "contact-phone" },
                }}
              />
              <VerificationRow
                channel="phone"
                hasValue={Boolean(saved.phone && savedDial)}
                verified={saved.is_phone_verified}
                dirty={Boolean(dirtyFields.phone || dirtyFields.country)}
                busy={sendPhone.isPending}
                onVerify={startPhone}
              />
            </Box>
            <Box>
              <TextField
                fullWidth
                type="email"
                label={t("contact.email")}
                autoComplete="email"
                {...form.register("email")}
                error={Boolean(errors.email)}
                helperText={fieldError(errors.email?.message)}
                slotProps={{ htmlInput: { dir: "ltr", "data-testid": "contact-email" } }}
              />
              <VerificationRow
                channel="email"
                hasValue={Boolean(saved.email)}
                verified={saved.is_email_verified}
                dirty={Boolean(dirtyFields.email)}
                busy={sendEmail.isPending}
                onVerify={startEmail}
              />
            </Box>
            <TextField
              label={t("contact.address")}
              autoComplete="street-address"
              multiline
              minRows={2}
              {...form.register("address")}
              error={Boolean(errors.address)}
              helperText={fieldError(errors.address?.message)}
              sx={{ gridColumn: "1 / -1" }}
              slotProps={{ htmlInput: { "data-testid": "contact-address" } }}
            />
          </Box>
          <Stack direction="row" sx={{ mt: 3, justifyContent: "flex-end" }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={update.isPending}
              data-testid="contact-save"
              sx={{ minWidth: 140 }}
            >
              {t("actions.save")}
            </Button>
          </Stack>
        </Box>
      </CardContent>
      <VerifyCodeDialog
        open={verification !== null}
        channel={verification?.channel ?? "phone"}
        target={verification?.target ?? ""}
        resendAt={verification?.resendAt ?? 0}
        developmentDelivery={verification?.development ?? false}
        submitting={confirmEmail.isPending || confirmPhone.isPending}
        resending={sendEmail.isPending || sendPhone.isPending}
        onSubmit={submitCode}
        onResend={verification?.channel === "email" ? startEmail : startPhone}
        onClose={() => setVerification(null)}
      />
    </Card>
  );
}

interface VerificationRowProps {
  channel: "email" | "phone";
  hasValue: boolean;
  verified: boolean;
  dirty: boolean;
  busy: boolean;
  onVerify(): void;
}

/** The saved value's badge (verified / unverified) and its verify button. */
function VerificationRow({ channel, hasValue, verified, dirty, busy, onVerify }: VerificationRowProps) {
  const { t } = useTranslation("userCenter");
  if (!hasValue) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
      {verified ? (
        <Chip
          size="small"
          color="success"
          icon={<CheckCircleIcon />}
          label={t("contact.verified")}
          data-testid={`${channel}-status`}
          data-verified="true"
        />
      ) : (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<ErrorOutlineIcon />}
          label={t("contact.unverified")}
          data-testid={`${channel}-status`}
          data-verified="false"
        />
      )}
      {dirty ? (
        <Typography variant="caption" color="textSecondary">
          {t("contact.save_to_verify")}
        </Typography>
      ) : (
        !verified && (
          <Button size="small" onClick={onVerify} disabled={busy} data-testid={`verify-${channel}`}>
            {t(`contact.verify_${channel}`)}
          </Button>
        )
      )}
    </Stack>
  );
}

function ContactSkeleton() {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton width="30%" height={32} />
        <Skeleton width="55%" sx={{ mb: 2 }} />
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
