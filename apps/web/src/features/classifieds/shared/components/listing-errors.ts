import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api-client";
import { useErrorMessage } from "../../../../lib/use-error-message";

/** Listing codes this feature words itself; everything else goes through the shared "errors" namespace. */
const OWN_CODES = ["listing_not_found", "listing_closed", "forbidden"] as const;

export function useListingErrorText(): (error: unknown) => string {
  const { t } = useTranslation("posting");
  const errorMessage = useErrorMessage();
  return (error) => {
    if (error instanceof ApiError && (OWN_CODES as readonly string[]).includes(error.code))
      return t(`api_errors.${error.code}`);
    return errorMessage(error);
  };
}
