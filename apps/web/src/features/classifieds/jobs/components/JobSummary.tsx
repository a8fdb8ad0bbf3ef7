import type { Job } from "@ask/contracts";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import WorkOutlined from "@mui/icons-material/WorkOutlined";
import { Box, Chip, Paper, Typography } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../../components/ui/Fact";
import { TitleText } from "../../../../components/ui/TitleText";
import { distanceFromMe } from "../../../../lib/distance";
import { MapLink } from "../../shared/components/MapLink";
import type { ContactMode } from "./ContactDialog";
import { JobActions } from "./JobActions";
import { formatKm, formatSalaryRange } from "./job-format";

/** The job's top card: title, type and labels, salary, four key facts, the address and the buttons. */
export function JobSummary({ job, onContact }: { job: Job; onContact: (mode: ContactMode) => void }) {
  const { t, i18n } = useTranslation("jobs");
  const lang = i18n.language;
  const salary = formatSalaryRange(job.salary_min, job.salary_max, lang);
  const km = useMemo(() => distanceFromMe(job.lat, job.lng), [job.lat, job.lng]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          justifyContent: "space-between",
          alignItems: { sm: "flex-start" },
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <TitleText testId="job-title">{job.title}</TitleText>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mt: 1 }} data-testid="job-labels">
            <Chip
              size="small"
              color="primary"
              icon={<WorkOutlined />}
              label={t(`type.${job.jobType}`)}
              data-testid="job-type"
            />
            {job.labels.map((label) => (
              <Chip key={label} size="small" variant="outlined" label={label} />
            ))}
          </Box>
        </Box>
        <Typography
          variant="h5"
          component="p"
          sx={{ color: "error.main", fontWeight: 700, whiteSpace: "nowrap", flexShrink: 0 }}
          data-testid="job-salary"
        >
          {salary ? (
            <>
              {salary}
              <Typography component="span" variant="body2" sx={{ fontWeight: 400, ml: 0.5 }}>
                {t("per_month")}
              </Typography>
            </>
          ) : (
            t("salary_negotiable")
          )}
        </Typography>
      </Box>

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
          gap: 1.5,
          mt: 2.5,
        }}
      >
        <Fact tile icon={<PeopleAltOutlined />} label={t("headcount")} testId="job-headcount">
          {t("people", { n: job.quantity })}
        </Fact>
        <Fact tile icon={<SchoolOutlined />} label={t("education_label")} testId="job-education">
          {t(`education.${job.education}`)}
        </Fact>
        <Fact tile icon={<WorkOutlined />} label={t("experience_label")} testId="job-experience">
          {t(`experience.${job.experience}`)}
        </Fact>
        <Fact tile icon={<BusinessOutlined />} label={t("company")} testId="job-company">
          {job.company}
        </Fact>
      </Box>

      {(job.address || km !== null) && (
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mt: 2.5 }}>
          <PlaceOutlined color="action" sx={{ mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            {job.address && (
              <Typography sx={{ overflowWrap: "anywhere" }} data-testid="job-address">
                {job.address}
              </Typography>
            )}
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2, rowGap: 0.5 }}>
              <MapLink place={job.address} label={t("open_map")} testId="job-map-link" />
              {km !== null && (
                <Typography variant="body2" color="textSecondary" data-testid="job-distance">
                  {t("km_away", { km: formatKm(km, lang) })}
                </Typography>
              )}
            </Box>
          </Box>
        </Box>
      )}

      <JobActions job={job} onContact={onContact} />
    </Paper>
  );
}
