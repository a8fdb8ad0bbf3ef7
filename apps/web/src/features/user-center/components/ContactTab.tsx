import type { Country, CustomerContactForm, Locale } from "@ask/contracts";
import { CustomerContactForm as ContactFormSchema } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Box,
  Card,
  CardContent,
  InputAdornment,
  TextField,
  Typography,
  useTheme,
} from "@mui/material";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { textFields } from "../../../lib/text-fields";
import { useFeedback } from "../../../lib/use-feedback";
import { useCountries } from "../api/countries";
import { useCustomer } from "../api/customer";
import { useUserId } from "../api/keys";
import { useUpdateCustomer } from "../api/update-customer";
import { ContactSkeleton } from "./ContactSkeleton";
import { CountryField } from "./CountryField";
import { EMPTY_CONTACT_FORM, toContactForm, toUpdateRequest } from "./contact-form";
import { intlLocale, useCountryName } from "./country-name";
import { SaveButton } from "./SaveButton";
import { useContactVerification } from "./useContactVerification";
import { VerificationRow } from "./VerificationRow";
import { VerifyCodeDialog } from "./VerifyCodeDialog";

/** Tab profile (spec 2): contact details, their verification and saving. */
export function ContactTab() {
  const { t, i18n, toast, errorMessage, toastError } = useFeedback("userCenter");
  const userId = useUserId();
  const customer = useCustomer();
  const countries = useCountries();
  const countryName = useCountryName();
  const update = useUpdateCustomer();
  const lang = i18n.language as Locale;

  const form = useForm<CustomerContactForm>({
    resolver: zodResolver(ContactFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY_CONTACT_FORM,
    values: customer.data ? toContactForm(customer.data) : undefined,
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
  const field = textFields(form, fieldError);
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
      { userId, body: toUpdateRequest(values, lang) },
      {
        onSuccess: (saved) => {
          // A clean slate: keepDirtyValues (resetOptions, for refetches) would keep the saved fields
          // dirty, and "save first, then verify" would stay instead of the verify button.
          form.reset(toContactForm(saved), { keepDirtyValues: false });
          toast(t("messages.save_success"), "success");
        },
        onError: (error) => toastError(error, "messages.save_failed"),
      },
    );
  });

  const saved = customer.data;
  const savedDial = countryOf(saved?.country)?.dialingCode;
  const verify = useContactVerification(userId, saved, savedDial);
  const { verification } = verify;

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
              {...field("name")}
              slotProps={{ htmlInput: { "data-testid": "contact-name" } }}
            />
            <CountryField
              control={form.control}
              options={sortedCountries}
              loaded={Boolean(countries.data)}
              error={fieldError(errors.country?.message)}
            />
            <Box>
              <TextField
                fullWidth
                label={t("contact.phone")}
                autoComplete="tel-national"
                {...field("phone")}
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
                busy={verify.sendingPhone}
                onVerify={verify.startPhone}
              />
            </Box>
            <Box>
              <TextField
                fullWidth
                type="email"
                label={t("contact.email")}
                autoComplete="email"
                {...field("email")}
                slotProps={{ htmlInput: { dir: "ltr", "data-testid": "contact-email" } }}
              />
              <VerificationRow
                channel="email"
                hasValue={Boolean(saved.email)}
                verified={saved.is_email_verified}
                dirty={Boolean(dirtyFields.email)}
                busy={verify.sendingEmail}
                onVerify={verify.startEmail}
              />
            </Box>
            <TextField
              label={t("contact.address")}
              autoComplete="street-address"
              multiline
              minRows={2}
              {...field("address")}
              sx={{ gridColumn: "1 / -1" }}
              slotProps={{ htmlInput: { "data-testid": "contact-address" } }}
            />
          </Box>
          <SaveButton busy={update.isPending} testId="contact-save" />
        </Box>
      </CardContent>
      <VerifyCodeDialog
        open={verification !== null}
        channel={verification?.channel ?? "phone"}
        target={verification?.target ?? ""}
        resendAt={verification?.resendAt ?? 0}
        developmentDelivery={verification?.development ?? false}
        submitting={verify.confirming}
        resending={verify.sendingEmail || verify.sendingPhone}
        onSubmit={verify.submitCode}
        onResend={verification?.channel === "email" ? verify.startEmail : verify.startPhone}
        onClose={verify.close}
      />
    </Card>
  );
}
