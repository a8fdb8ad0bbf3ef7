import { type HousekeepingItem, LISTING_LIMITS } from "@ask/contracts";
import { useTranslation } from "react-i18next";
import {
  BasicsSection,
  ContactSection,
  DescriptionSection,
  ImagesSection,
} from "../../shared/editor/common-sections";
import { EditorFields } from "../../shared/editor/fields";
import { EDITOR_FORMS, OPTIONS } from "../../shared/editor/form-schemas";
import { ListingEditorFrame } from "../../shared/editor/ListingEditorFrame";
import { useListingEditor } from "../../shared/editor/use-listing-editor";

/** Posting or editing a housekeeping service (publishers and organizations). */
export function HousekeepingEditor({ id, listing }: { id: number | null; listing?: HousekeepingItem }) {
  const { t } = useTranslation("posting");
  const { t: tl } = useTranslation("listings");
  const editor = useListingEditor("housekeeping", id, listing, EDITOR_FORMS.housekeeping);
  const { control, locked } = editor;

  return (
    <ListingEditorFrame {...editor.frame}>
      <BasicsSection
        editor={editor}
        control={control}
        title={t("section.basics")}
        titleLabel={t("field.title")}
        fields={[
          {
            name: "category",
            label: t("field.service_category"),
            required: true,
            options: OPTIONS.housekeepingCategory,
            // The names the /housekeeping board uses.
            optionLabel: (c) => tl(`housekeeping.categories.${c}`),
            testId: "field-category",
          },
          { name: "company", label: t("field.company"), maxLength: 80, testId: "field-company" },
          {
            name: "years",
            label: t("field.years"),
            inputMode: "numeric",
            unit: t("unit.years"),
            testId: "field-years",
          },
          {
            name: "price_from",
            label: t("field.price_from"),
            inputMode: "decimal",
            unit: t("unit.yuan"),
            helperText: t("help.price_on_request"),
            testId: "field-price-from",
          },
          { name: "location", label: t("field.service_area"), maxLength: 100, testId: "field-location" },
        ]}
      />
      <DescriptionSection editor={editor} />
      <ImagesSection editor={editor} />
      <ContactSection
        editor={editor}
        phoneHelp={t("help.phone")}
        fields={
          <EditorFields
            control={control}
            disabled={locked}
            fields={[
              {
                name: "address",
                label: t("field.address"),
                maxLength: LISTING_LIMITS.addressMax,
                testId: "field-address",
              },
            ]}
          />
        }
      />
    </ListingEditorFrame>
  );
}
