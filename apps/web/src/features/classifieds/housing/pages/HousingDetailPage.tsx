import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import { Alert, Box, Button } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { ListingUnavailable } from "../../shared/components/ListingUnavailable";
import { isNotFound, useHousingDetail } from "../api/housing-detail";
import { HousingDetail } from "../components/HousingDetail";
import { HousingDetailSkeleton } from "../components/HousingDetailSkeleton";

/** The id from /houseDetail/:id or /houseDetail?id=, or null when it is not a positive whole number. */
export function useListingId(): number | null {
  const { id: pathId } = useParams();
  const [searchParams] = useSearchParams();
  const n = Number(pathId ?? searchParams.get("id"));
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** /houseDetail?id= and /houseDetail/:id (spec 2). */
export default function HousingDetailPage() {
  const { t } = useTranslation("housing");
  const rtl = useTheme().direction === "rtl";
  const errorMessage = useErrorMessage();
  const id = useListingId();
  const detail = useHousingDetail(id);
  useDocumentTitle("house", detail.data?.title);
  // Back to the list with the filters it had when the listing was opened from it.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch;

  let body: React.ReactNode;
  if (id === null || (detail.isError && isNotFound(detail.error)))
    body = <ListingUnavailable backTo="/houses" backLabel={t("detail.browse")} />;
  else if (detail.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            {t("detail.retry")}
          </Button>
        }
        data-testid="housing-detail-error"
      >
        {errorMessage(detail.error)}
      </Alert>
    );
  else if (!detail.data) body = <HousingDetailSkeleton />;
  else body = <HousingDetail housing={detail.data} />;

  return (
    <Box sx={{ maxWidth: 1100, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 1.5, md: 2.5 } }}>
      <Button
        component={Link}
        to={listSearch ? `/houses?${listSearch}` : "/houses"}
        size="small"
        startIcon={rtl ? <ArrowForward /> : <ArrowBack />}
        sx={{ mb: 1.5 }}
        data-testid="housing-back"
      >
        {t("detail.back")}
      </Button>
      {body}
    </Box>
  );
}
