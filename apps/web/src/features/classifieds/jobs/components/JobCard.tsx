import type { Job } from "@ask/contracts";
import WorkOutline from "@mui/icons-material/WorkOutlineOutlined";
import { useTranslation } from "react-i18next";
import { ListingCard } from "../../shared/components/ListingCard";
import { listingMeta } from "../../shared/listing-format";
import { formatSalaryRange } from "./job-format";

/** A job in the /jobs grid: title, company, monthly salary, address; links to /jobDetail?id=. */
export function JobCard({ job }: { job: Job }) {
  const { t, i18n } = useTranslation("jobs");
  const salary = formatSalaryRange(job.salary_min, job.salary_max, i18n.language);
  return (
    <ListingCard
      to={`/jobDetail?id=${job.id}`}
      title={job.title}
      imageUrl={job.image_urls[0]}
      icon={WorkOutline}
      subtitle={`${job.company} · ${t(`type.${job.jobType}`)}`}
      price={salary ? `${salary}${t("per_month")}` : t("salary_negotiable")}
      {...listingMeta({ ...job, location: job.address })}
      testId={`job-card-${job.id}`}
    />
  );
}
