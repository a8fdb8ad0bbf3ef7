import { Alert, Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useSession } from "../../../../lib/session";
import { useToast } from "../../../../lib/toast";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { isNotFound, useHousingDetail } from "../api/housing-detail";
import { useSaveHousing } from "../api/save-housing";
import { CloseHousingButton } from "../components/CloseHousingButton";
import { HousingDetailSkeleton } from "../components/HousingDetailSkeleton";
import { HousingForm } from "../components/HousingForm";
import { HousingUnavailable } from "../components/HousingUnavailable";
import { EMPTY_HOUSING_FORM, toHousingForm } from "../housing-form";
import { canPostHousing } from "./HousingListPage";

/** /post/housing (new) and /post/housing/:id (the owner's edit); login required (router). */
export default function HousingEditorPage() {
  useDocumentTitle("house_editor");
  const { t } = useTranslation("housing");
  const { t: tErrors } = useTranslation("errors");
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const { id: rawId } = useParams();
  const id = rawId === undefined ? null : Number(rawId);
  const validId = id === null || (Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const existing = useHousingDetail(id !== null && validId ? id : null);
  const save = useSaveHousing();

  const title = id === null ? t("form.title_new") : t("form.title_edit");
  let body: React.ReactNode;
  if (!validId || (existing.isError && isNotFound(existing.error))) body = <HousingUnavailable />;
  else if (existing.isError) body = <Alert severity="error">{errorMessage(existing.error)}</Alert>;
  else if (id !== null && !existing.data) body = <HousingDetailSkeleton />;
  else if (existing.data && !existing.data.is_mine)
    body = (
      <Alert severity="error" data-testid="housing-form-forbidden">
        {tErrors("forbidden")}
      </Alert>
    );
  else
    body = (
      <>
        {id === null && !canPostHousing(user?.role) && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="housing-form-role-hint">
            {t("form.role_hint")}
          </Alert>
        )}
        {existing.data?.status === "closed" && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t("detail.closed_banner")}
          </Alert>
        )}
        <HousingForm
          key={existing.data?.id ?? "new"}
          defaultValues={existing.data ? toHousingForm(existing.data) : EMPTY_HOUSING_FORM}
          busy={save.isPending}
          submitLabel={id === null ? t("form.publish") : t("form.save")}
          extraActions={
            existing.data && existing.data.status !== "closed" ? (
              <CloseHousingButton
                id={existing.data.id}
                onClosed={() => navigate(`/houseDetail?id=${existing.data?.id}`)}
              />
            ) : undefined
          }
          onSubmit={(input) =>
            save.mutate(
              { id, input },
              {
                onSuccess: (saved) => {
                  toast(t(id === null ? "form.published" : "form.saved"), "success");
                  navigate(`/houseDetail?id=${saved.id}`);
                },
                onError: (error) => toast(t("form.save_failed", { detail: errorMessage(error) }), "error"),
              },
            )
          }
        />
      </>
    );

  return (
    <Box sx={{ maxWidth: 860, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2, flexWrap: "wrap" }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {id !== null && (
          <Button component={Link} to={`/houseDetail?id=${id}`} size="small">
            {t("form.view_listing")}
          </Button>
        )}
      </Box>
      {body}
    </Box>
  );
}
