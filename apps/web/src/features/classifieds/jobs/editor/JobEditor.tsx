import { type Job, LISTING_LIMITS } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, FormControlLabel, FormHelperText, Switch, Typography } from "@mui/material";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { RichTextEditor } from "../../../ask";
import { EditorFrame, useListingSave } from "../../shared/editor/EditorFrame";
import {
  FieldGrid,
  ImagesInput,
  Section,
  SelectInput,
  TagsInput,
  TextInput,
  useValidationText,
} from "../../shared/editor/fields";
import {
  emptyJob,
  formErrorMap,
  JobForm,
  type JobFormValues,
  jobToForm,
  OPTIONS,
} from "../../shared/editor/form-schemas";
import { LocationSwitch } from "../../shared/editor/LocationSwitch";

/** Posting or editing a job (publishers and organizations). The description is rich text (HTML). */
export function JobEditor({ id, listing }: { id: number | null; listing?: Job }) {
  const { t } = useTranslation("posting");
  const { t: tj } = useTranslation("jobs");
  const message = useValidationText();
  const save = useListingSave("jobs", id);
  const { control, handleSubmit, setValue } = useForm<JobFormValues, unknown, z.output<typeof JobForm>>({
    resolver: zodResolver(JobForm, { error: formErrorMap }),
    defaultValues: listing ? jobToForm(listing) : emptyJob(),
  });
  const [lat, lng] = useWatch({ control, name: ["lat", "lng"] });
  const locked = save.busy || listing?.status === "closed";

  return (
    <EditorFrame
      kind="jobs"
      id={id}
      listing={listing}
      error={save.error}
      busy={save.busy}
      uploadState={save.uploadState}
      onSubmit={handleSubmit(save.submit, save.invalid)}
    >
      <Section title={t("section.position")}>
        <FieldGrid>
          <TextInput
            control={control}
            name="title"
            label={t("field.job_title")}
            required
            disabled={locked}
            maxLength={LISTING_LIMITS.titleMax}
            helperText={t("help.title", { n: LISTING_LIMITS.titleMax })}
            testId="field-title"
          />
          <SelectInput
            control={control}
            name="jobType"
            label={t("field.job_type")}
            required
            disabled={locked}
            options={OPTIONS.jobType}
            optionLabel={(v) => tj(`type.${v}`)}
            testId="field-job-type"
          />
          <TextInput
            control={control}
            name="company"
            label={t("field.company")}
            required
            disabled={locked}
            maxLength={80}
            testId="field-company"
          />
          <TextInput
            control={control}
            name="quantity"
            label={t("field.quantity")}
            disabled={locked}
            inputMode="numeric"
            unit={t("unit.people")}
            testId="field-quantity"
          />
          <SelectInput
            control={control}
            name="education"
            label={t("field.education")}
            disabled={locked}
            options={OPTIONS.education}
            optionLabel={(v) => tj(`education.${v}`)}
            testId="field-education"
          />
          <SelectInput
            control={control}
            name="experience"
            label={t("field.experience")}
            disabled={locked}
            options={OPTIONS.experience}
            optionLabel={(v) => tj(`experience.${v}`)}
            testId="field-experience"
          />
          <TextInput
            control={control}
            name="salary_min"
            label={t("field.salary_min")}
            required
            disabled={locked}
            inputMode="numeric"
            unit={t("unit.yuan_month")}
            testId="field-salary-min"
          />
          <TextInput
            control={control}
            name="salary_max"
            label={t("field.salary_max")}
            required
            disabled={locked}
            inputMode="numeric"
            unit={t("unit.yuan_month")}
            testId="field-salary-max"
          />
          <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
            <TagsInput
              control={control}
              name="labels"
              label={t("field.labels")}
              disabled={locked}
              helperText={t("help.labels")}
              testId="field-labels"
            />
          </Box>
          <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
            <TextInput
              control={control}
              name="address"
              label={t("field.work_address")}
              disabled={locked}
              maxLength={LISTING_LIMITS.addressMax}
              helperText={t("help.address_map")}
              testId="field-address"
            />
          </Box>
        </FieldGrid>
      </Section>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Box component="section">
            <Typography
              id="job-description-label"
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              {t("field.job_description")}
            </Typography>
            <RichTextEditor
              ref={field.ref}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy="job-description-label"
              describedBy="job-description-help"
              placeholder={t("help.job_description_placeholder")}
              error={Boolean(fieldState.error)}
              disabled={locked}
              data-testid="field-job-description"
            />
            <FormHelperText id="job-description-help" error={Boolean(fieldState.error)} sx={{ mx: 1.75 }}>
              {message(fieldState.error) ?? t("help.job_description")}
            </FormHelperText>
          </Box>
        )}
      />
      <Section title={t("section.images")}>
        <ImagesInput
          control={control}
          name="image_urls"
          disabled={locked}
          onStateChange={save.setUploadState}
        />
      </Section>
      <Section title={t("section.contact")}>
        <FieldGrid>
          <TextInput
            control={control}
            name="contact"
            label={t("field.contact")}
            required
            disabled={locked}
            maxLength={LISTING_LIMITS.contactMax}
            testId="field-contact"
          />
          <TextInput
            control={control}
            name="phone"
            label={t("field.phone")}
            disabled={locked}
            inputMode="tel"
            maxLength={LISTING_LIMITS.phoneMax}
            helperText={t("help.phone_call")}
            testId="field-phone"
          />
        </FieldGrid>
        <Box sx={{ mt: 1 }}>
          <Controller
            control={control}
            name="talkable"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.target.checked)}
                    disabled={locked}
                    data-testid="field-talkable"
                  />
                }
                label={t("field.talkable")}
              />
            )}
          />
          <FormHelperText sx={{ mt: 0 }}>{t("help.talkable")}</FormHelperText>
        </Box>
        <LocationSwitch
          lat={lat}
          lng={lng}
          disabled={locked}
          onChange={(la, ln) => {
            setValue("lat", la);
            setValue("lng", ln);
          }}
        />
      </Section>
    </EditorFrame>
  );
}
