import type { HousekeepingItem, Job, SaleItem } from "@ask/contracts";
import { Alert, Box } from "@mui/material";
import { useParams } from "react-router";
import { NotFoundPage } from "../../../../components/NotFoundPage";
import { ApiError } from "../../../../lib/api-client";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useSession } from "../../../../lib/session";
import { HousekeepingEditor } from "../../housekeeping";
import { JobEditor } from "../../jobs";
import { SaleEditor } from "../../sales";
import { useListing } from "../../shared/api/listings";
import { useListingErrorText } from "../../shared/components/listing-errors";
import { EditorSkeleton, ListingMissing, PostForbidden } from "../../shared/components/PostingStates";
import { canPost, type EditorKind, isEditorKind, parseId } from "../../shared/listing-kinds";

/**
 * /post/:kind and /post/:kind/:id (login required) for sales, housekeeping and jobs; housing has its
 * own editor. The role decides what may be posted (the server enforces it too); only the owner can
 * save an edit (the server answers 403 for anyone else, shown on the form).
 */
export default function ListingEditorPage() {
  useDocumentTitle("listing_editor");
  const { kind, id: rawId } = useParams();
  const role = useSession().user?.role;
  if (!isEditorKind(kind)) return <NotFoundPage />;
  const id = rawId === undefined ? null : parseId(rawId);
  if (rawId !== undefined && id === null) return <NotFoundPage />;
  if (!canPost(kind, role)) return <PostForbidden kind={kind} />;
  if (id === null) return <NewEditor kind={kind} />;
  return <LoadedEditor key={`${kind}-${id}`} kind={kind} id={id} />;
}

function NewEditor({ kind }: { kind: EditorKind }) {
  switch (kind) {
    case "sales":
      return <SaleEditor id={null} />;
    case "housekeeping":
      return <HousekeepingEditor id={null} />;
    case "jobs":
      return <JobEditor id={null} />;
  }
}

function LoadedEditor({ kind, id }: { kind: EditorKind; id: number }) {
  const listing = useListing(kind, id);
  const errorText = useListingErrorText();
  if (listing.isPending) return <EditorSkeleton />;
  if (listing.isError) {
    if (listing.error instanceof ApiError && listing.error.status === 404) return <ListingMissing />;
    return (
      <Box sx={{ maxWidth: 880, mx: "auto", p: 3 }}>
        <Alert severity="error" data-testid="editor-load-error">
          {errorText(listing.error)}
        </Alert>
      </Box>
    );
  }
  switch (kind) {
    case "sales":
      return <SaleEditor id={id} listing={listing.data as SaleItem} />;
    case "housekeeping":
      return <HousekeepingEditor id={id} listing={listing.data as HousekeepingItem} />;
    case "jobs":
      return <JobEditor id={id} listing={listing.data as Job} />;
  }
}
