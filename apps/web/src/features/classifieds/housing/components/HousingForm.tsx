import { LISTING_LIMITS } from "@ask/contracts";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import { Box, Button, CircularProgress, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { UploadStatusNote } from "../../../../components/UploadField";
import type { HousingFormOutput, HousingFormValues } from "../housing-form";
import { HousingBasicSection } from "./HousingBasicSection";
import { HousingDescriptionSection } from "./HousingDescriptionSection";
import { HousingHouseSection } from "./HousingHouseSection";
import { HousingLocationSection } from "./HousingLocationSection";
import { HousingPhotosSection } from "./HousingPhotosSection";
import { Section, textProps } from "./housing-form-fields";
import { useHousingForm } from "./use-housing-form";

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
  const api = useHousingForm(defaultValues, onSubmit);
  const { t, uploadState } = api;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={api.submit}
      sx={{ display: "flex", flexDirection: "column", gap: 2 }}
      data-testid="housing-form"
    >
      <HousingBasicSection api={api} />
      <HousingHouseSection api={api} />
      <HousingLocationSection api={api} />
      <HousingPhotosSection api={api} busy={busy} />
      <HousingDescriptionSection api={api} />

      <Section title={t("form.section_contact")}>
        <TextField {...textProps(api, "contact", LISTING_LIMITS.contactMax)} />
        <TextField
          {...textProps(api, "phone", LISTING_LIMITS.phoneMax, {
            htmlInput: { inputMode: "tel", dir: "ltr" },
          })}
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
