import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import WorkOutline from "@mui/icons-material/WorkOutlineOutlined";
import { Alert, Box, Card, CardContent, Stack, TextField } from "@mui/material";
import { Controller, useForm } from "react-hook-form";
import { useFeedback } from "../../../lib/use-feedback";
import { useCustomerProfile } from "../api/customer-profile";
import { useUserId } from "../api/keys";
import { useSaveCustomerProfile } from "../api/save-customer-profile";
import { EducationSelects } from "./EducationSelects";
import { ExpertApplicationCard } from "./ExpertApplicationCard";
import { SaveButton } from "./SaveButton";
import { SettingsSection } from "./SettingsSection";
import { SettingsSkeleton } from "./SettingsSkeleton";
import { EMPTY_SETTINGS_FORM, type SettingsForm, toProfile, toSettingsForm } from "./settings-form";
import { TagsField } from "./TagsField";

/** Tab settings (spec 2): education, work, tags; and the expert application for a normal user. */
export function SettingsTab() {
  const { t, toast, errorMessage, toastError } = useFeedback("userCenter");
  const userId = useUserId();
  const profile = useCustomerProfile();
  const save = useSaveCustomerProfile();
  const form = useForm<SettingsForm>({
    defaultValues: EMPTY_SETTINGS_FORM,
    values: profile.data ? toSettingsForm(profile.data) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, control } = form;
  /** Plain text fields of the form: [field name, label key] each. */
  const textFields = (fields: [TextFieldName, string][]) =>
    fields.map(([name, label]) => (
      <TextField key={name} label={t(label)} {...register(name)} slotProps={fieldProps(name)} />
    ));

  const onSave = form.handleSubmit((values) => {
    if (userId === undefined) {
      toast(t("messages.not_logged_in"), "warning");
      return;
    }
    save.mutate(
      { userId, profile: toProfile(values) },
      {
        onSuccess: (stored) => {
          form.reset(toSettingsForm(stored));
          toast(t("messages.save_success"), "success");
        },
        onError: (error) => toastError(error, "messages.save_failed"),
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
              <SettingsSection icon={<SchoolOutlined />} title={t("settings.education")}>
                {textFields([
                  ["school", "settings.school"],
                  ["major", "settings.major"],
                ])}
                <EducationSelects control={control} />
              </SettingsSection>
              <SettingsSection icon={<WorkOutline />} title={t("settings.work")}>
                {textFields([
                  ["company", "settings.company"],
                  ["position", "settings.position"],
                ])}
                <TextField
                  label={t("settings.industry")}
                  {...register("industry")}
                  slotProps={fieldProps("industry")}
                  sx={{ gridColumn: { sm: "1 / -1" } }}
                />
              </SettingsSection>
              <SettingsSection icon={<SellOutlined />} title={t("settings.tags")} last>
                {(
                  [
                    ["interests", "settings.interests"],
                    ["identityTags", "settings.identity_tags"],
                  ] as const
                ).map(([name, label]) => (
                  <Box key={name} sx={{ gridColumn: "1 / -1" }}>
                    <Controller
                      control={control}
                      name={name}
                      render={({ field }) => (
                        <TagsField
                          kind={name}
                          label={t(label)}
                          value={field.value}
                          onChange={field.onChange}
                        />
                      )}
                    />
                  </Box>
                ))}
              </SettingsSection>
              <SaveButton busy={save.isPending} testId="settings-save" />
            </Box>
          )}
        </CardContent>
      </Card>
      <ExpertApplicationCard />
    </Stack>
  );
}

type TextFieldName = "school" | "major" | "company" | "position" | "industry";

const fieldProps = (name: string) => ({ htmlInput: { maxLength: 100, "data-testid": `settings-${name}` } });
