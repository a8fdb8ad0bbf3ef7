import { attachmentName } from "@ask/contracts";
import DownloadIcon from "@mui/icons-material/Download";
import InsertDriveFileOutlinedIcon from "@mui/icons-material/InsertDriveFileOutlined";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Downloadable attachments; the name shown is the file's last path segment, decoded (spec 2). */
export function AttachmentList({ files, title = false }: { files: string[]; title?: boolean }) {
  const { t } = useTranslation("question");
  if (!files.length) return null;
  return (
    <Box>
      {title && (
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t("attachments", { n: files.length })}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", gap: 1 }}
        data-testid="attachment-list"
      >
        {files.map((url) => {
          const name = attachmentName(url);
          return (
            <Box component="li" key={url} sx={{ maxWidth: "100%", minWidth: 0 }}>
              <Button
                component="a"
                href={url}
                download={name}
                variant="outlined"
                size="small"
                color="inherit"
                title={t("download", { name })}
                aria-label={t("download", { name })}
                startIcon={<InsertDriveFileOutlinedIcon color="action" />}
                endIcon={<DownloadIcon color="primary" />}
                sx={{ maxWidth: "100%", borderColor: "divider", bgcolor: "background.paper" }}
                data-testid="attachment-link"
              >
                <Box
                  component="span"
                  sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 }}
                >
                  {name}
                </Box>
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
