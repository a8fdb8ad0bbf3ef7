import {
  HOUSING_CATEGORIES,
  HOUSING_DECORATIONS,
  HOUSING_ORIENTATIONS,
  HOUSING_TYPES,
  LISTING_LIMITS,
} from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import CloseIcon from "@mui/icons-material/Close";
import MyLocationOutlined from "@mui/icons-material/MyLocationOutlined";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UploadField, type UploadState, UploadStatusNote } from "../../../../components/UploadField";
import { sharedLocation } from "../../../../lib/distance";
import { useToast } from "../../../../lib/toast";
import { type HousingFormOutput, HousingFormSchema, type HousingFormValues } from "../housing-form";
import { formatWholeYuan, ltr, unitPrice } from "../housing-format";

const PARENTS = HOUSING_CATEGORIES.filter((c) => c.parent_id === null);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

const wide = { gridColumn: "1 / -1" };

interface Props {
  defaultValues: HousingFormValues;
  busy: boolean;
  submitLabel: string;
  onSubmit(values: HousingFormOutput): void;
  /** Shown next to the submit button (the owner's close button when editing). */
  extraActions?: ReactNode;
}

/** Every field of a housing listing (HousingInput), validated by the contract's schema before sending. */
export function HousingForm({ defaultValues, busy, submitLabel, onSubmit, extraActions }: Props) {
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
  const children = HOUSING_CATEGORIES.filter((c) => c.parent_id !== null && String(c.parent_id) === top);

  const error = (field: FieldPath<HousingFormValues>) => {
    const e = field
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
    return e ? t(`form.errors.${field}`) : undefined;
  };
  const text = (
    field: FieldPath<HousingFormValues>,
    maxLength: number,
    extra: Record<string, unknown> = {},
  ) => ({
    ...register(field),
    label: t(`form.${field}`),
    error: Boolean(error(field)),
    helperText: error(field) ?? (extra.hint as string | undefined),
    fullWidth: true,
    slotProps: {
      htmlInput: {
        maxLength,
        dir: "auto",
        "data-testid": `housing-form-${field}`,
        ...(extra.htmlInput as object),
      },
      ...(extra.slotProps as object),
    },
  });
  const select = (
    field: FieldPath<HousingFormValues>,
    options: { value: string; label: string }[],
    disabled = false,
  ) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <TextField
          select
          fullWidth
          label={t(`form.${field}`)}
          value={f.value as string}
          onChange={(e) => {
            f.onChange(e.target.value);
            if (field === "top_category_id") setValue("category_id", "");
          }}
          onBlur={f.onBlur}
          inputRef={f.ref}
          disabled={disabled}
          error={Boolean(error(field))}
          helperText={error(field)}
          slotProps={{ select: { "data-testid": `housing-form-${field}` } as object }}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const number = (field: "price" | "area" | "room" | "hall" | "toilet", unit?: string, decimals = true) =>
    text(field, 12, {
      htmlInput: { inputMode: decimals ? "decimal" : "numeric", dir: "ltr" },
      slotProps: unit
        ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }
        : {},
    });

  const priceN = Number(price.replace(",", "."));
  const areaN = Number(area.replace(",", "."));
  const preview = priceN > 0 && areaN > 0 ? unitPrice(priceN, areaN) : null;

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

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: "flex", flexDirection: "column", gap: 2 }}
      data-testid="housing-form"
    >
      <Section title={t("form.section_basic")}>
        <TextField {...text("title", LISTING_LIMITS.titleMax)} sx={wide} />
        {select(
          "top_category_id",
          PARENTS.map((c) => ({ value: String(c.id), label: t(`categories.${c.key}`) })),
        )}
        {select(
          "category_id",
          children.map((c) => ({ value: String(c.id), label: t(`categories.${c.key}`) })),
          children.length === 0,
        )}
        {select(
          "type",
          HOUSING_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
        )}
        <TextField {...text("tag", 20, { hint: t("form.tag_hint") })} />
      </Section>

      <Section title={t("form.section_house")}>
        <TextField
          {...number("price", t("form.wan"))}
          helperText={
            error("price") ??
            (preview !== null
              ? t("form.unit_price_preview", { price: formatWholeYuan(preview, i18n.language) })
              : t("form.price_hint"))
          }
        />
        <TextField {...number("area", "m²")} />
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(3, minmax(0, 1fr))", ...wide }}>
          <TextField {...number("room", undefined, false)} />
          <TextField {...number("hall", undefined, false)} />
          <TextField {...number("toilet", undefined, false)} />
        </Box>
        {select(
          "orientation",
          HOUSING_ORIENTATIONS.map((v) => ({ value: v, label: t(`orientations.${v}`) })),
        )}
        {select(
          "decoration",
          HOUSING_DECORATIONS.map((v) => ({ value: v, label: t(`decorations.${v}`) })),
        )}
        <TextField {...text("floor", 40, { hint: t("form.floor_hint") })} />
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, alignItems: "center", ...wide }}>
          {(["is_urgent", "has_vr", "is_flat"] as const).map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={flag}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      slotProps={{ input: { "data-testid": `housing-form-${flag}` } as object }}
                    />
                  }
                  label={t(`form.${flag}`)}
                />
              )}
            />
          ))}
        </Box>
      </Section>

      <Section title={t("form.section_location")}>
        <TextField {...text("city", 40)} />
        <TextField {...text("district", 40)} />
        <TextField {...text("address", LISTING_LIMITS.addressMax)} sx={wide} />
        <TextField {...text("subway", 100, { hint: t("form.subway_hint") })} sx={wide} />
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", ...wide }}>
          <Button
            variant="outlined"
            startIcon={locating ? <CircularProgress size={16} /> : <MyLocationOutlined />}
            onClick={locate}
            disabled={locating}
            data-testid="housing-form-locate"
          >
            {t("form.use_location")}
          </Button>
          {lat !== null && lng !== null ? (
            <Chip
              label={ltr(`${lat.toFixed(4)}, ${lng.toFixed(4)}`)}
              onDelete={() => {
                setValue("lat", null);
                setValue("lng", null);
              }}
              deleteIcon={<CloseIcon aria-label={t("form.clear_location")} />}
              data-testid="housing-form-location"
            />
          ) : (
            <Typography variant="caption" color="textSecondary">
              {t("form.location_hint")}
            </Typography>
          )}
        </Box>
      </Section>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t("form.section_photos")}
        </Typography>
        <Controller
          control={control}
          name="image_urls"
          render={({ field }) => (
            <>
              {field.value.length > 0 && (
                <Box
                  sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1.5 }}
                  data-testid="housing-form-thumbnails"
                >
                  {field.value.map((url, i) => (
                    <Box key={url} sx={{ position: "relative" }}>
                      <Box
                        component="img"
                        src={url}
                        alt={t("form.photo_n", { n: i + 1 })}
                        sx={{
                          width: 96,
                          height: 72,
                          objectFit: "cover",
                          borderRadius: 1,
                          display: "block",
                          bgcolor: "action.hover",
                        }}
                      />
                      {i === 0 && (
                        <Chip
                          label={t("form.cover")}
                          size="small"
                          color="primary"
                          sx={{ position: "absolute", bottom: 4, left: 4, height: 18, fontSize: 11 }}
                        />
                      )}
                      <IconButton
                        size="small"
                        aria-label={t("form.remove_photo", { n: i + 1 })}
                        onClick={() => field.onChange(field.value.filter((u) => u !== url))}
                        sx={{
                          position: "absolute",
                          top: 2,
                          right: 2,
                          p: 0.25,
                          bgcolor: "rgba(0,0,0,0.55)",
                          color: "#fff",
                          "&:hover": { bgcolor: "rgba(0,0,0,0.75)" },
                        }}
                      >
                        <CloseIcon sx={{ fontSize: 14 }} />
                      </IconButton>
                    </Box>
                  ))}
                </Box>
              )}
              <UploadField
                kind="image"
                value={field.value}
                onChange={field.onChange}
                onStateChange={setUploadState}
                disabled={busy}
                max={LISTING_LIMITS.maxImages}
              />
            </>
          )}
        />
      </Paper>

      <Section title={t("form.section_description")}>
        <Controller
          control={control}
          name="facilities"
          render={({ field }) => (
            <Autocomplete
              multiple
              freeSolo
              options={[]}
              value={field.value}
              onChange={(_e, value) =>
                field.onChange(
                  [...new Set(value.map((v) => v.trim().slice(0, 20)).filter(Boolean))].slice(0, 20),
                )
              }
              sx={wide}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t("form.facilities")}
                  helperText={error("facilities") ?? t("form.facilities_hint")}
                  error={Boolean(error("facilities"))}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: {
                      ...params.slotProps.htmlInput,
                      maxLength: 20,
                      "data-testid": "housing-form-facilities",
                    },
                  }}
                />
              )}
            />
          )}
        />
        <TextField {...text("details", LISTING_LIMITS.textMax)} multiline minRows={4} sx={wide} />
      </Section>

      <Section title={t("form.section_contact")}>
        <TextField {...text("contact", LISTING_LIMITS.contactMax)} />
        <TextField
          {...text("phone", LISTING_LIMITS.phoneMax, { htmlInput: { inputMode: "tel", dir: "ltr" } })}
        />
      </Section>

      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", justifyContent: "flex-end" }}>
        {extraActions}
        <Box sx={{ alignSelf: "center" }}>
          <UploadStatusNote state={uploadState} />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || uploadState !== "ready"}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SaveOutlined />}
          sx={{ minWidth: 160, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}
          data-testid="housing-form-submit"
        >
          {uploadState === "uploading" ? t("form.uploading") : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
