import { LISTING_LIMITS, type SaleItem } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { EditorFrame, useListingSave } from "../../shared/editor/EditorFrame";
import { FieldGrid, ImagesInput, Section, SelectInput, TextInput } from "../../shared/editor/fields";
import {
  emptySale,
  formErrorMap,
  OPTIONS,
  SaleForm,
  type SaleFormValues,
  saleToForm,
} from "../../shared/editor/form-schemas";
import { LocationSwitch } from "../../shared/editor/LocationSwitch";

/** Posting or editing a second-hand item (any logged-in user). */
export function SaleEditor({ id, listing }: { id: number | null; listing?: SaleItem }) {
  const { t } = useTranslation("posting");
  const save = useListingSave("sales", id);
  const { control, handleSubmit, setValue } = useForm<SaleFormValues, unknown, z.output<typeof SaleForm>>({
    resolver: zodResolver(SaleForm, { error: formErrorMap }),
    defaultValues: listing ? saleToForm(listing) : emptySale(),
  });
  const [lat, lng] = useWatch({ control, name: ["lat", "lng"] });
  const locked = save.busy || listing?.status === "closed";

  return (
    <EditorFrame
      kind="sales"
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
            label={t("field.category")}
            required
            disabled={locked}
            options={OPTIONS.saleCategory}
            optionLabel={(c) => t(`sale_category.${c}`)}
            testId="field-category"
          />
          <TextInput
            control={control}
            name="price"
            label={t("field.price")}
            disabled={locked}
            inputMode="decimal"
            unit={t("unit.yuan")}
            helperText={t("help.price_negotiable")}
            testId="field-price"
          />
          <TextInput
            control={control}
            name="location"
            label={t("field.location")}
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
          helperText={t("help.sale_description")}
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
