import type { Job } from "@ask/contracts";
import { Box, ButtonBase, Paper, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyFullscreenGallery } from "../../../../components/gallery/LazyFullscreenGallery";
import { richTextSx } from "../../../../components/ui/rich-text-sx";

/** The job's description (server-sanitized HTML) and its images (each opens the full-screen viewer). */
export function JobDescription({ job }: { job: Job }) {
  const { t } = useTranslation("jobs");
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t("description")}
      </Typography>
      {job.description ? (
        <Box
          sx={{
            overflowWrap: "anywhere",
            typography: "body1",
            ...richTextSx(1),
            "& img": { maxWidth: "100%" },
          }}
          data-testid="job-description"
          // Posters write in their own language: the text keeps its own direction on an RTL page.
          dir="auto"
          // The server sanitizes job descriptions (allow-listed tags and attributes) before storing
          // and answering them (contract: Job.description is "Sanitized HTML"), so rendering it is safe.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server, see above
          dangerouslySetInnerHTML={{ __html: job.description }}
        />
      ) : (
        <Typography color="textSecondary">{t("no_description")}</Typography>
      )}
      {job.image_urls.length > 0 && (
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
            gap: 1,
            mt: 2,
          }}
          data-testid="job-images"
        >
          {job.image_urls.map((url, index) => (
            <ButtonBase
              key={url}
              onClick={() => setOpenAt(index)}
              aria-label={t("listings:gallery.show", { n: index + 1 })}
              data-testid={index === 0 ? "gallery-open" : undefined}
              sx={{
                display: "block",
                aspectRatio: "4 / 3",
                borderRadius: 1,
                overflow: "hidden",
                cursor: "zoom-in",
              }}
            >
              <Box
                component="img"
                src={url}
                alt={t("image_n", { n: index + 1 })}
                sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
      {openAt !== null && (
        <LazyFullscreenGallery
          images={job.image_urls}
          index={openAt}
          alt={(n) => t("image_n", { n })}
          onClose={() => setOpenAt(null)}
        />
      )}
    </Paper>
  );
}
