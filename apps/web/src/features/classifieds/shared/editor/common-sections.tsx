import { LISTING_LIMITS } from "@ask/contracts";
import type { ReactNode } from "react";
import { type Control, type FieldValues, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Section } from "../../../../components/ui/Section";
import { EditorFields, FieldGrid, type FieldSpec, ImagesInput, TextInput } from "./fields";
import { LocationSwitch } from "./LocationSwitch";
import type { ListingEditorApi } from "./use-listing-editor";

/** The listing's title (required), with its length hint. */
export function TitleInput({ editor, label }: { editor: ListingEditorApi; label: string }) {
  const { t } = useTranslation("posting");
  return (
    <TextInput
      control={editor.common}
      name="title"
      label={label}
      required
      disabled={editor.locked}
      maxLength={LISTING_LIMITS.titleMax}
      helperText={t("help.title", { n: LISTING_LIMITS.titleMax })}
      testId="field-title"
    />
  );
}

/** The pictures of a listing; saving waits for their uploads. */
export function ImagesSection({ editor }: { editor: ListingEditorApi }) {
  const { t } = useTranslation("posting");
  return (
    <Section title={t("section.images")}>
      <ImagesInput
        control={editor.common}
        name="image_urls"
        disabled={editor.locked}
        onStateChange={editor.setUploadState}
      />
    </Section>
  );
}

/**
 * Contact name and phone, then the kind's own contact fields (`fields`, in the same grid) and lines
 * (`children`, under it), and the switch that attaches the poster's position.
 */
export function ContactSection({
  editor,
  phoneHelp,
  fields,
  children,
}: {
  editor: ListingEditorApi;
  phoneHelp: string;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("posting");
  const { common, locked } = editor;
  const [lat, lng] = useWatch({ control: common, name: ["lat", "lng"] });
  return (
    <Section title={t("section.contact")}>
      <FieldGrid>
        <TextInput
          control={common}
          name="contact"
          label={t("field.contact")}
          required
          disabled={locked}
          maxLength={LISTING_LIMITS.contactMax}
          testId="field-contact"
        />
        <TextInput
          control={common}
          name="phone"
          label={t("field.phone")}
          disabled={locked}
          inputMode="tel"
          maxLength={LISTING_LIMITS.phoneMax}
          helperText={phoneHelp}
          testId="field-phone"
        />
        {fields}
      </FieldGrid>
      {children}
      <LocationSwitch
        lat={lat}
        lng={lng}
        disabled={locked}
        onChange={(la, ln) => {
          editor.setCommon("lat", la);
          editor.setCommon("lng", ln);
        }}
      />
    </Section>
  );
}

/** The listing's description as plain text (sales, housekeeping). */
export function DescriptionSection({
  editor,
  helperText,
}: {
  editor: ListingEditorApi;
  helperText?: string;
}) {
  const { t } = useTranslation("posting");
  return (
    <Section title={t("section.description")}>
      <TextInput
        control={editor.common}
        name="description"
        label={t("field.description")}
        multiline
        disabled={editor.locked}
        maxLength={LISTING_LIMITS.textMax}
        helperText={helperText}
        testId="field-description"
      />
    </Section>
  );
}

/** The first section of an editor: the title, then the kind's own inputs (`fields`) in two columns. */
export function BasicsSection<T extends FieldValues, O extends FieldValues>({
  editor,
  control,
  title,
  titleLabel,
  fields,
  children,
}: {
  editor: ListingEditorApi;
  /** The editor's own form (its kind's fields). */
  control: Control<T, unknown, O>;
  title: string;
  titleLabel: string;
  fields: FieldSpec<T>[];
  /** Inputs that are not plain text or selects, after the others. */
  children?: ReactNode;
}) {
  return (
    <Section title={title}>
      <FieldGrid>
        <TitleInput editor={editor} label={titleLabel} />
        <EditorFields control={control} disabled={editor.locked} fields={fields} />
        {children}
      </FieldGrid>
    </Section>
  );
}
