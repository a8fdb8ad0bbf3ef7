import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Control, type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import type { UploadState } from "../../../../components/UploadField";
import { useToast } from "../../../../lib/toast";
import { type InputOf, type ListingOf, useSaveListing } from "../api/listings";
import { useListingErrorText } from "../components/listing-errors";
import { detailPath } from "../listing-kinds";
import { formErrorMap } from "./form-schemas";

/** Saving a listing: create or update, then the detail page; a refusal stays on the form, worded. */
function useListingSave<K extends keyof InputOf>(kind: K, id: number | null) {
  const { t } = useTranslation("posting");
  const toast = useToast();
  const navigate = useNavigate();
  const errorText = useListingErrorText();
  const save = useSaveListing(kind, id);
  const [error, setError] = useState<string | null>(null);
  // Saving waits while pictures upload and is blocked while a failed upload is listed.
  const [uploadState, setUploadState] = useState<UploadState>("ready");

  const submit = (input: InputOf[K]) => {
    if (uploadState !== "ready") return;
    setError(null);
    save.mutate(input, {
      onSuccess: (saved: ListingOf[K]) => {
        toast(t(id === null ? "published" : "saved"), "success");
        navigate(detailPath(kind, saved.id));
      },
      onError: (err) => setError(errorText(err)),
    });
  };
  const invalid = () => toast(t("please_fix_errors"), "warning");
  return { submit, invalid, error, busy: save.isPending, uploadState, setUploadState };
}

/** The fields every posting editor has (form-schemas.ts `common`), drawn by the shared sections. */
export interface CommonFormValues {
  title: string;
  description: string;
  contact: string;
  phone: string;
  image_urls: string[];
  lat: number | null;
  lng: number | null;
}

/**
 * One posting editor's state: the form validated by the kind's schema (filled from the listing when
 * editing), its save, whether the inputs are locked (saving, or a closed listing) and the props of
 * its ListingEditorFrame.
 */
export function useListingEditor<K extends keyof InputOf, V extends FieldValues & CommonFormValues>(
  kind: K,
  id: number | null,
  listing: ListingOf[K] | undefined,
  form: {
    schema: z.ZodType<InputOf[K], V>;
    toForm(listing: ListingOf[K]): V;
    empty(): V;
  },
) {
  const save = useListingSave(kind, id);
  const { control, handleSubmit, setValue } = useForm<V, unknown, InputOf[K]>({
    resolver: zodResolver(form.schema, { error: formErrorMap }),
    defaultValues: (listing ? form.toForm(listing) : form.empty()) as DefaultValues<V>,
  });
  const locked = save.busy || (listing !== undefined && listing.status !== "active");
  return {
    control,
    /** The same form seen through the fields every kind shares (the shared sections draw them). */
    common: control as unknown as Control<CommonFormValues>,
    setCommon: setValue as unknown as (name: "lat" | "lng", value: number | null) => void,
    locked,
    setUploadState: save.setUploadState,
    frame: {
      kind,
      id,
      listing,
      error: save.error,
      busy: save.busy,
      uploadState: save.uploadState,
      onSubmit: handleSubmit(save.submit, save.invalid),
    },
  };
}

export type ListingEditorApi = Pick<
  ReturnType<typeof useListingEditor>,
  "common" | "setCommon" | "locked" | "setUploadState"
>;
