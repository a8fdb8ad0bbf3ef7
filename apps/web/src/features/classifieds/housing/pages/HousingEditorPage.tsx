import { Alert } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useSession } from "../../../../lib/session";
import { useFeedback } from "../../../../lib/use-feedback";
import { ListingStatusButton } from "../../shared/components/ListingStatusButton";
import { ListingUnavailable } from "../../shared/components/ListingUnavailable";
import { PostForbidden } from "../../shared/components/PostingStates";
import { EditorPage } from "../../shared/editor/EditorFrame";
import { isNotFound, useHousingDetail } from "../api/housing-detail";
import { useSaveHousing } from "../api/save-housing";
import { HousingDetailSkeleton } from "../components/HousingDetailSkeleton";
import { HousingForm } from "../components/HousingForm";
import { EMPTY_HOUSING_FORM, toHousingForm } from "../housing-form";
import { canPostHousing } from "./HousingListPage";

/** /post/housing (new) and /post/housing/:id (the owner's edit); login required (router). */
export default function HousingEditorPage() {
  useDocumentTitle("house_editor");
  const { t, toast, errorMessage, toastError } = useFeedback("housing");
  const { t: tErrors } = useTranslation("errors");
  const navigate = useNavigate();
  const { user } = useSession();
  const { id: rawId } = useParams();
  const id = rawId === undefined ? null : Number(rawId);
  const validId = id === null || (Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const existing = useHousingDetail(id !== null && validId ? id : null);
  const save = useSaveHousing();

  const page = {
    title: id === null ? t("form.title_new") : t("form.title_edit"),
    back: id === null ? undefined : { to: `/houseDetail?id=${id}`, label: t("form.view_listing") },
  };
  // A role that may not post housing is told so before filling in the form (issue 18; like jobs).
  if (id === null && !canPostHousing(user?.role)) return <PostForbidden kind="housing" />;
  let failed: React.ReactNode = null;
  if (!validId || (existing.isError && isNotFound(existing.error)))
    failed = <ListingUnavailable backTo="/houses" backLabel={t("detail.browse")} />;
  else if (existing.isError) failed = <Alert severity="error">{errorMessage(existing.error)}</Alert>;
  else if (id !== null && !existing.data) failed = <HousingDetailSkeleton />;
  else if (existing.data && !existing.data.is_mine)
    failed = (
      <Alert severity="error" data-testid="housing-form-forbidden">
        {tErrors("forbidden")}
      </Alert>
    );
  if (failed) return <EditorPage {...page}>{failed}</EditorPage>;

  return (
    <HousingForm
      key={existing.data?.id ?? "new"}
      page={{
        ...page,
        notices: (
          <>
            {existing.data && existing.data.status !== "active" && (
              <Alert severity="warning">{t("detail.closed_banner")}</Alert>
            )}
          </>
        ),
      }}
      defaultValues={existing.data ? toHousingForm(existing.data) : EMPTY_HOUSING_FORM}
      busy={save.isPending}
      submitLabel={id === null ? t("form.publish") : t("form.save")}
      extraActions={
        existing.data && existing.data.status === "active" ? (
          <ListingStatusButton
            kind="housing"
            id={existing.data.id}
            title={existing.data.title}
            action="close"
            testId="housing-close-button"
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
            onError: (error) => toastError(error, "form.save_failed"),
          },
        )
      }
    />
  );
}
