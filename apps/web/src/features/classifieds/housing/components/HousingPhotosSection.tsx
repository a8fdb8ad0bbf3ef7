import { LISTING_LIMITS } from "@ask/contracts";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Chip, IconButton } from "@mui/material";
import { Controller } from "react-hook-form";
import { UploadField } from "../../../../components/UploadField";
import { Section } from "../../../../components/ui/Section";
import type { HousingFormApi } from "./use-housing-form";

/** Photos: thumbnails (the first is the cover, each can be removed) and the upload field. */
export function HousingPhotosSection({ api, busy }: { api: HousingFormApi; busy: boolean }) {
  const { t, control, setUploadState } = api;
  return (
    <Section title={t("form.section_photos")}>
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
    </Section>
  );
}
