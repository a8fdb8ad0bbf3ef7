import { LISTING_LIMITS } from "@ask/contracts";
import { TextField } from "@mui/material";
import type { ComponentProps, ReactNode } from "react";
import { Section } from "../../../../components/ui/Section";
import { EditorFrame } from "../../shared/editor/EditorFrame";
import { ImagesInput } from "../../shared/editor/fields";
import type { HousingFormOutput, HousingFormValues } from "../housing-form";
import { HousingBasicSection } from "./HousingBasicSection";
import { HousingDescriptionSection } from "./HousingDescriptionSection";
import { HousingHouseSection } from "./HousingHouseSection";
import { HousingLocationSection } from "./HousingLocationSection";
import { textProps } from "./housing-form-fields";
import { useHousingForm } from "./use-housing-form";

interface Props {
  /** The editor page's heading, the way back and the notices above the form. */
  page: Pick<ComponentProps<typeof EditorFrame>, "title" | "back" | "notices">;
  defaultValues: HousingFormValues;
  busy: boolean;
  submitLabel: string;
  onSubmit(values: HousingFormOutput): void;
  /** Shown before the submit button (the owner's close button when editing). */
  extraActions?: ReactNode;
}

/**
 * Every field of a housing listing (HousingInput), validated by the contract's schema before sending,
 * in the editor frame every kind of listing uses.
 */
export function HousingForm({ page, defaultValues, busy, submitLabel, onSubmit, extraActions }: Props) {
  const api = useHousingForm(defaultValues, onSubmit);
  const { t, uploadState } = api;

  return (
    <EditorFrame
      {...page}
      busy={busy}
      uploadState={uploadState}
      submitLabel={uploadState === "uploading" ? t("form.uploading") : submitLabel}
      submitTestId="housing-form-submit"
      formTestId="housing-form"
      actions={extraActions}
      onSubmit={api.submit}
    >
      <HousingBasicSection api={api} />
      <HousingHouseSection api={api} />
      <HousingLocationSection api={api} />
      <Section title={t("form.section_photos")}>
        <ImagesInput
          control={api.control}
          name="image_urls"
          disabled={busy}
          onStateChange={api.setUploadState}
        />
      </Section>
      <HousingDescriptionSection api={api} />
      <Section title={t("form.section_contact")} grid>
        <TextField {...textProps(api, "contact", LISTING_LIMITS.contactMax)} />
        <TextField
          {...textProps(api, "phone", LISTING_LIMITS.phoneMax, {
            htmlInput: { inputMode: "tel", dir: "ltr" },
          })}
        />
      </Section>
    </EditorFrame>
  );
}
