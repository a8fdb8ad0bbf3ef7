import type { Job } from "@ask/contracts";
import CallOutlined from "@mui/icons-material/CallOutlined";
import Sms from "@mui/icons-material/Sms";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";

export type ContactMode = "apply" | "chat";

/**
 * How to apply or talk to the employer. The product has no application API and no chat between
 * users, so this says so plainly and offers the real channels the poster gave: a call or a text
 * message to their phone, or the named contact person.
 */
export function ContactDialog({
  job,
  mode,
  onClose,
}: {
  job: Job;
  mode: ContactMode | null;
  onClose(): void;
}) {
  const { t } = useTranslation("jobs");
  const phone = job.phone.trim();
  const dial = phone.replace(/[\s-]/g, "");
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="job-contact-title"
      data-testid="job-contact-dialog"
    >
      <DialogTitle id="job-contact-title">{t(mode === "chat" ? "chat_title" : "apply_title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(mode === "chat" ? "chat_explain" : "apply_explain")}
        </DialogContentText>
        <Box
          component="dl"
          sx={{
            display: "grid",
            gridTemplateColumns: "auto 1fr",
            columnGap: 2,
            rowGap: 1,
            m: 0,
            "& dt": { color: "text.secondary" },
            "& dd": { m: 0, fontWeight: 600, overflowWrap: "anywhere" },
          }}
        >
          <Typography component="dt">{t("company")}</Typography>
          <Typography component="dd">{job.company}</Typography>
          <Typography component="dt">{t("contact")}</Typography>
          <Typography component="dd" data-testid="job-contact-name">
            {job.contact}
          </Typography>
          {phone && (
            <>
              <Typography component="dt">{t("phone")}</Typography>
              <Typography component="dd" dir="ltr" sx={{ textAlign: "start" }}>
                {phone}
              </Typography>
            </>
          )}
        </Box>
        {!phone && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} data-testid="job-contact-no-phone">
            {t("no_phone_hint", { contact: job.contact })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{t("close_dialog")}</Button>
        {phone && (
          <Button variant="outlined" startIcon={<Sms />} href={`sms:${dial}`} data-testid="job-contact-sms">
            {t("send_sms")}
          </Button>
        )}
        {phone && (
          <Button
            variant="contained"
            startIcon={<CallOutlined />}
            href={`tel:${dial}`}
            data-testid="job-contact-call"
          >
            {t("call")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
