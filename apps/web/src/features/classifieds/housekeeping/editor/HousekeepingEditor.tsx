import { type HousekeepingItem, LISTING_LIMITS } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { EditorFrame, useListingSave } from "../../shared/editor/EditorFrame";
import { FieldGrid, ImagesInput, Section, SelectInput, TextInput } from "../../shared/editor/fields";
import {
  emptyHousekeeping,
  formErrorMap,
  HousekeepingForm,
  type HousekeepingFormValues,
  housekeepingToForm,
  OPTIONS,
} from "../../shared/editor/form-schemas";
import { LocationSwitch } from "../../shared/editor/LocationSwitch";

/** Posting or editing a housekeeping service (publishers and organizations). */
export function HousekeepingEditor({ id, listing }: { id: number | null; listing?: HousekeepingItem }) {
  const { t } = useTranslation("posting");
  const save = useListingSave("housekeeping", id);
  const { control, handleSubmit, setValue } = useForm<
    HousekeepingFormValues,
    unknown,
    z.output<typeof HousekeepingForm>
  >({
    resolver: zodResolver(HousekeepingForm, { error: formErrorMap }),
    defaultValues: listing ? housekeepingToForm(listing) : emptyHousekeeping(),
  });
  const [lat, lng] = useWatch({ control, name: ["lat", "lng"] });
  const locked = save.busy || listing?.status === "closed";

  return (
    <EditorFrame
      kind="housekeeping"
      id={id}
      listing={listing}
      error={save.error}
      busy={save.busy}
      uploadState={save.uploadState}
      onSubmit={handleSubmit(save.submit, save.invalid)}
    >
      <Section title={t("section.basics")}>
        <FieldGrid>
          <TextInput
            control={control}
            name="title"
            label={t("field.title")}
            required
            disabled={locked}
            maxLength={LISTING_LIMITS.titleMax}
            helperText={t("help.title", { n: LISTING_LIMITS.titleMax })}
            testId="field-title"
          />
          <SelectInput
            control={control}
            name="category"
            label={t("field.service_category")}
            required
            disabled={locked}
            options={OPTIONS.housekeepingCategory}
            optionLabel={(c) => t(`housekeeping_category.${c}`)}
            testId="field-category"
          />
          <TextInput
            control={control}
            name="company"
            label={t("field.company")}
            disabled={locked}
            maxLength={80}
            testId="field-company"
          />
          <TextInput
            control={control}
            name="years"
            label={t("field.years")}
            disabled={locked}
            inputMode="numeric"
            unit={t("unit.years")}
            testId="field-years"
          />
          <TextInput
            control={control}
            name="price_from"
            label={t("field.price_from")}
            disabled={locked}
            inputMode="decimal"
            unit={t("unit.yuan")}
            helperText={t("help.price_on_request")}
            testId="field-price-from"
          />
          <TextInput
            control={control}
            name="location"
            label={t("field.service_area")}
            disabled={locked}
            maxLength={100}
            testId="field-location"
          />
        </FieldGrid>
      </Section>
      <Section title={t("section.description")}>
        <TextInput
          control={control}
          name="description"
          label={t("field.description")}
          multiline
          disabled={locked}
          maxLength={LISTING_LIMITS.textMax}
          testId="field-description"
        />
      </Section>
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
            helperText={t("help.phone")}
            testId="field-phone"
          />
          <TextInput
            control={control}
            name="address"
            label={t("field.address")}
            disabled={locked}
            maxLength={LISTING_LIMITS.addressMax}
            testId="field-address"
          />
        </FieldGrid>
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
