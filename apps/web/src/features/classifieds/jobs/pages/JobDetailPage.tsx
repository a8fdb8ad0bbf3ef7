import type { JobDetail as JobDetailData } from "@ask/contracts";
import { Alert, Box } from "@mui/material";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { DetailLayout } from "../../../../components/ui/DetailLayout";
import { ApiError } from "../../../../lib/api-client";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useSession } from "../../../../lib/session";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { ModerationBanner } from "../../../reports";
import { useListing } from "../../shared/api/listings";
import { ListingStatusBanner } from "../../shared/components/ListingDetailLayout";
import { ListingLifecycle } from "../../shared/components/ListingLifecycle";
import { parseId } from "../../shared/listing-kinds";
import { ContactDialog, type ContactMode } from "../components/ContactDialog";
import { JobDescription } from "../components/JobDescription";
import { JobEmployer } from "../components/JobEmployer";
import { JobMissing, JobSkeleton, PAGE_SX } from "../components/JobStates";
import { JobSummary } from "../components/JobSummary";

/** /jobDetail?id= (spec 2 "Job detail"): one job posting, closed ones included with a notice. */
export default function JobDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get("id"));
  if (id === null) return <JobMissing />;
  return <JobView key={id} id={id} />;
}

function JobView({ id }: { id: number }) {
  const job = useListing("jobs", id);
  useDocumentTitle("job", job.data?.title);
  const errorMessage = useErrorMessage();
  if (job.isPending) return <JobSkeleton />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobMissing />;
    return (
      <Box sx={PAGE_SX}>
        <Alert severity="error">{errorMessage(job.error)}</Alert>
      </Box>
    );
  }
  return <JobDetail job={job.data} />;
}

function JobDetail({ job }: { job: JobDetailData }) {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [contact, setContact] = useState<ContactMode | null>(null);

  const openContact = (mode: ContactMode) => {
    if (!isLoggedIn) {
      navigate("/login", { state: { from: location.pathname + location.search } });
      return;
    }
    setContact(mode);
  };

  return (
    <Box sx={PAGE_SX}>
      <ModerationBanner item={job} />
      <ListingStatusBanner status={job.status} />
      <DetailLayout
        wideHeader
        header={<JobSummary job={job} onContact={openContact} />}
        content={<JobDescription job={job} />}
        aside={
          <>
            <JobEmployer job={job} />
            <ListingLifecycle kind="jobs" listing={job} />
          </>
        }
      />

      <ContactDialog job={job} mode={contact} onClose={() => setContact(null)} />
    </Box>
  );
}
