import { type Job, LISTING_LIMITS } from "@ask/contracts";
import { Box, FormControlLabel, FormHelperText, Switch, Typography } from "@mui/material";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../../ask";
import { BasicsSection, ContactSection, ImagesSection } from "../../shared/editor/common-sections";
import { EditorFields, TagsInput, useValidationText } from "../../shared/editor/fields";
import { EDITOR_FORMS, OPTIONS } from "../../shared/editor/form-schemas";
import { ListingEditorFrame } from "../../shared/editor/ListingEditorFrame";
import { useListingEditor } from "../../shared/editor/use-listing-editor";

/** Posting or editing a job (publishers and organizations). The description is rich text (HTML). */
export function JobEditor({ id, listing }: { id: number | null; listing?: Job }) {
  const { t } = useTranslation("posting");
  const { t: tj } = useTranslation("jobs");
  const message = useValidationText();
  const editor = useListingEditor("jobs", id, listing, EDITOR_FORMS.jobs);
  const { control, locked } = editor;

  return (
    <ListingEditorFrame {...editor.frame}>
      <BasicsSection
        editor={editor}
        control={control}
        title={t("section.position")}
        titleLabel={t("field.job_title")}
        fields={[
          {
            name: "jobType",
            label: t("field.job_type"),
            required: true,
            options: OPTIONS.jobType,
            optionLabel: (v) => tj(`type.${v}`),
            testId: "field-job-type",
          },
          {
            name: "company",
            label: t("field.company"),
            required: true,
            maxLength: 80,
            testId: "field-company",
          },
          {
            name: "quantity",
            label: t("field.quantity"),
            inputMode: "numeric",
            unit: t("unit.people"),
            testId: "field-quantity",
          },
          {
            name: "education",
            label: t("field.education"),
            options: OPTIONS.education,
            optionLabel: (v) => tj(`education.${v}`),
            testId: "field-education",
          },
          {
            name: "experience",
            label: t("field.experience"),
            options: OPTIONS.experience,
            optionLabel: (v) => tj(`experience.${v}`),
            testId: "field-experience",
          },
          ...(["salary_min", "salary_max"] as const).map((name) => ({
            name,
            label: t(`field.${name}`),
            required: true,
            inputMode: "numeric" as const,
            unit: t("unit.yuan_month"),
            testId: `field-${name.replace("_", "-")}`,
          })),
        ]}
      >
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
        <EditorFields
          control={control}
          disabled={locked}
          fields={[
            {
              name: "address",
              label: t("field.work_address"),
              maxLength: LISTING_LIMITS.addressMax,
              helperText: t("help.address_map"),
              testId: "field-address",
              wide: true,
            },
          ]}
        />
      </BasicsSection>
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
      <ImagesSection editor={editor} />
      <ContactSection editor={editor} phoneHelp={t("help.phone_call")}>
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
      </ContactSection>
    </ListingEditorFrame>
  );
}
