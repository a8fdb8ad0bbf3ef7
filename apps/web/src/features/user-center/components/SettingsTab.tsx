import { type CustomerProfile, DEGREES } from "@ask/contracts";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import WorkOutline from "@mui/icons-material/WorkOutlineOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../lib/toast";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCustomerProfile } from "../api/customer-profile";
import { useUserId } from "../api/keys";
import { useSaveCustomerProfile } from "../api/save-customer-profile";
import { ExpertApplicationCard } from "./ExpertApplicationCard";
import { TagsField } from "./TagsField";

type Degree = (typeof DEGREES)[number];
/** The education start years of spec 9: the current year down to 1990. */
const FIRST_START_YEAR = 1990;
const startYears = () =>
  Array.from(
    { length: new Date().getFullYear() - FIRST_START_YEAR + 1 },
    (_, i) => new Date().getFullYear() - i,
  );
/** i18n keys of the degrees ("high school" → high_school). */
export const degreeKey = (degree: Degree) => `degrees.${degree.replaceAll(" ", "_")}`;

interface SettingsForm {
  school: string;
  major: string;
  startYear: number | "";
  degree: Degree | "";
  company: string;
  position: string;
  industry: string;
  interests: string[];
  identityTags: string[];
}

const toForm = (p: CustomerProfile): SettingsForm => ({
  school: p.edu.school,
  major: p.edu.major,
  startYear: p.edu.startYear ?? "",
  degree: p.edu.degree ?? "",
  company: p.work.company,
  position: p.work.position,
  industry: p.work.industry,
  interests: p.interests,
  identityTags: p.identityTags,
});

const toProfile = (f: SettingsForm): CustomerProfile => ({
  edu: {
    school: f.school.trim(),
    major: f.major.trim(),
    startYear: f.startYear === "" ? null : f.startYear,
    degree: f.degree === "" ? null : f.degree,
  },
  work: { company: f.company.trim(), position: f.position.trim(), industry: f.industry.trim() },
  interests: f.interests,
  identityTags: f.identityTags,
});

const EMPTY: SettingsForm = {
  school: "",
  major: "",
  startYear: "",
  degree: "",
  company: "",
  position: "",
  industry: "",
  interests: [],
  identityTags: [],
};

/** Tab settings (spec 2): education, work, tags; and the expert application for a normal user. */
export function SettingsTab() {
  const { t } = useTranslation("userCenter");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const userId = useUserId();
  const profile = useCustomerProfile();
  const save = useSaveCustomerProfile();
  const form = useForm<SettingsForm>({
    defaultValues: EMPTY,
    values: profile.data ? toForm(profile.data) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, control } = form;

  const onSave = form.handleSubmit((values) => {
    if (userId === undefined) {
      toast(t("messages.not_logged_in"), "warning");
      return;
    }
    save.mutate(
      { userId, profile: toProfile(values) },
      {
        onSuccess: (stored) => {
          form.reset(toForm(stored));
          toast(t("messages.save_success"), "success");
        },
        onError: (error) => toast(t("messages.save_failed", { detail: errorMessage(error) }), "error"),
      },
    );
  });

  if (profile.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" data-testid="settings-load-error">
          {t("messages.failed_to_load_user_profile")} {errorMessage(profile.error)}
        </Alert>
        <ExpertApplicationCard />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {profile.isPending ? (
            <SettingsSkeleton />
          ) : (
            <Box component="form" onSubmit={onSave} noValidate data-testid="settings-form">
              <Section icon={<SchoolOutlined />} title={t("settings.education")}>
                <TextField
                  label={t("settings.school")}
                  {...register("school")}
                  slotProps={fieldProps("school")}
                />
                <TextField
                  label={t("settings.major")}
                  {...register("major")}
                  slotProps={fieldProps("major")}
                />
                <Controller
                  control={control}
                  name="startYear"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t("settings.start_year")}
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value === "" ? "" : Number(e.target.value))}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      data-testid="settings-start-year"
                      slotProps={{
                        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
                      }}
                    >
                      <MenuItem value="">
                        <em>{t("settings.not_set")}</em>
                      </MenuItem>
                      {startYears().map((year) => (
                        <MenuItem key={year} value={year}>
                          {year}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name="degree"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t("settings.degree")}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      data-testid="settings-degree"
                    >
                      <MenuItem value="">
                        <em>{t("settings.not_set")}</em>
                      </MenuItem>
                      {DEGREES.map((degree) => (
                        <MenuItem key={degree} value={degree} data-testid={`degree-option-${degree}`}>
                          {t(degreeKey(degree))}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Section>
              <Section icon={<WorkOutline />} title={t("settings.work")}>
                <TextField
                  label={t("settings.company")}
                  {...register("company")}
                  slotProps={fieldProps("company")}
                />
                <TextField
                  label={t("settings.position")}
                  {...register("position")}
                  slotProps={fieldProps("position")}
                />
                <TextField
                  label={t("settings.industry")}
                  {...register("industry")}
                  slotProps={fieldProps("industry")}
                  sx={{ gridColumn: { sm: "1 / -1" } }}
                />
              </Section>
              <Section icon={<SellOutlined />} title={t("settings.tags")} last>
                <Box sx={{ gridColumn: "1 / -1" }}>
                  <Controller
                    control={control}
                    name="interests"
                    render={({ field }) => (
                      <TagsField
                        kind="interests"
                        label={t("settings.interests")}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    )}
                  />
                </Box>
                <Box sx={{ gridColumn: "1 / -1" }}>
                  <Controller
                    control={control}
                    name="identityTags"
                    render={({ field }) => (
                      <TagsField
                        kind="identityTags"
                        label={t("settings.identity_tags")}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    )}
                  />
                </Box>
              </Section>
              <Stack direction="row" sx={{ mt: 3, justifyContent: "flex-end" }}>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={save.isPending}
                  data-testid="settings-save"
                  sx={{ minWidth: 140 }}
                >
                  {t("actions.save")}
                </Button>
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
      <ExpertApplicationCard />
    </Stack>
  );
}

const fieldProps = (name: string) => ({ htmlInput: { maxLength: 100, "data-testid": `settings-${name}` } });

function Section({
  icon,
  title,
  children,
  last,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  last?: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: last ? 0 : 3, minWidth: 0 }}>
      <Stack
        component="legend"
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", mb: 2, p: 0, color: "primary.main" }}
      >
        {icon}
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, color: "text.primary" }}>
          {title}
        </Typography>
      </Stack>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {children}
      </Box>
    </Box>
  );
}

function SettingsSkeleton() {
  return (
    <Stack spacing={2}>
      <Skeleton width="25%" height={32} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Box>
      <Skeleton width="25%" height={32} />
      <Skeleton variant="rounded" height={56} />
    </Stack>
  );
}
