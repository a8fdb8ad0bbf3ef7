import type { SaleItem } from "@ask/contracts";
import { useTranslation } from "react-i18next";
import {
  BasicsSection,
  ContactSection,
  DescriptionSection,
  ImagesSection,
} from "../../shared/editor/common-sections";
import { EDITOR_FORMS, OPTIONS } from "../../shared/editor/form-schemas";
import { ListingEditorFrame } from "../../shared/editor/ListingEditorFrame";
import { useListingEditor } from "../../shared/editor/use-listing-editor";

/** Posting or editing a second-hand item (any logged-in user). */
export function SaleEditor({ id, listing }: { id: number | null; listing?: SaleItem }) {
  const { t } = useTranslation("posting");
  const { t: tl } = useTranslation("listings");
  const editor = useListingEditor("sales", id, listing, EDITOR_FORMS.sales);
  return (
    <ListingEditorFrame {...editor.frame}>
      <BasicsSection
        editor={editor}
        control={editor.control}
        title={t("section.basics")}
        titleLabel={t("field.title")}
        fields={[
          {
            name: "category",
            label: t("field.category"),
            required: true,
            options: OPTIONS.saleCategory,
            // The names the /sales board uses (issue 18: the editor had its own, different ones).
            optionLabel: (c) => tl(`sales.categories.${c}`),
            testId: "field-category",
          },
          {
            name: "price",
            label: t("field.price"),
            inputMode: "decimal",
            unit: t("unit.yuan"),
            helperText: t("help.price_negotiable"),
            testId: "field-price",
          },
          { name: "location", label: t("field.location"), maxLength: 100, testId: "field-location" },
        ]}
      />
      <DescriptionSection editor={editor} helperText={t("help.sale_description")} />
      <ImagesSection editor={editor} />
      <ContactSection editor={editor} phoneHelp={t("help.phone")} />
    </ListingEditorFrame>
  );
}
