import type { Job } from "@ask/contracts";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import CallOutlined from "@mui/icons-material/CallOutlined";
import PersonOutline from "@mui/icons-material/PersonOutlined";
import { Link as MuiLink, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../../components/ui/Fact";
import { formatDate } from "../../../../lib/format";

/** The employer card: company, contact, phone, and when the job was posted and how often seen. */
export function JobEmployer({ job }: { job: Job }) {
  const { t, i18n } = useTranslation("jobs");
  const lang = i18n.language;
  const phone = job.phone.trim();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t("employer")}
      </Typography>
      <Stack spacing={1.5}>
        <Fact icon={<BusinessOutlined />} label={t("company")}>
          {job.company}
        </Fact>
        <Fact icon={<PersonOutline />} label={t("contact")}>
          <span data-testid="job-contact">{job.contact}</span>
        </Fact>
        {phone && (
          <Fact icon={<CallOutlined />} label={t("phone")}>
            <MuiLink href={`tel:${phone.replace(/[\s-]/g, "")}`} dir="ltr">
              {phone}
            </MuiLink>
          </Fact>
        )}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t("posted_on", { date: formatDate(job.created_at, lang) })} · {t("views", { n: job.views })}
      </Typography>
    </Paper>
  );
}
