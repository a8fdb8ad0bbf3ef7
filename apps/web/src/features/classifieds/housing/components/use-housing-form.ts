import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { UploadState } from "../../../../components/UploadField";
import { sharedLocation } from "../../../../lib/distance";
import { useToast } from "../../../../lib/toast";
import { type HousingFormOutput, HousingFormSchema, type HousingFormValues } from "../housing-form";

/**
 * The housing form's state: the react-hook-form instance validated by HousingFormSchema, the watched
 * values the sections show, field error texts, the upload state, "use my location" and the submit.
 */
export function useHousingForm(
  defaultValues: HousingFormValues,
  onSubmit: (values: HousingFormOutput) => void,
) {
  const { t, i18n } = useTranslation("housing");
  const toast = useToast();
  // Saving waits while photos upload and is blocked while a failed upload is listed.
  const [uploadState, setUploadState] = useState<UploadState>("ready");
  const [locating, setLocating] = useState(false);
  const form = useForm<HousingFormValues, unknown, HousingFormOutput>({
    resolver: zodResolver(HousingFormSchema),
    defaultValues,
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const [top, price, area, lat, lng] = useWatch({
    control,
    name: ["top_category_id", "price", "area", "lat", "lng"],
  });

  /** The field's error text (form.errors.<field>), or undefined while it is valid. */
  const error = (field: FieldPath<HousingFormValues>) => {
    const e = field
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
    return e ? t(`form.errors.${field}`) : undefined;
  };

  const locate = () => {
    const shared = sharedLocation();
    if (shared) {
      setValue("lat", shared.latitude);
      setValue("lng", shared.longitude);
      return;
    }
    if (!navigator.geolocation) {
      toast(t("form.location_failed"), "warning");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setValue("lat", Math.round(pos.coords.latitude * 1e6) / 1e6);
        setValue("lng", Math.round(pos.coords.longitude * 1e6) / 1e6);
      },
      () => {
        setLocating(false);
        toast(t("form.location_failed"), "warning");
      },
      { timeout: 10_000 },
    );
  };

  const submit = form.handleSubmit(
    (values) => uploadState === "ready" && onSubmit(values),
    () => toast(t("form.fix_errors"), "warning"),
  );

  return {
    t,
    language: i18n.language,
    control,
    register,
    setValue,
    error,
    watched: { top, price, area, lat, lng },
    uploadState,
    setUploadState,
    locating,
    locate,
    submit,
  };
}

export type HousingFormApi = ReturnType<typeof useHousingForm>;
