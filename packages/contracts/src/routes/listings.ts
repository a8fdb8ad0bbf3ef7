import { routeList } from "../endpoint.js";
import { EARLY_ROUTE_KEYS } from "./early.js";

/**
 * Classified listings (housing, sales, housekeeping, jobs): per kind a list, a detail, post, edit, the
 * owner's status change (close, sold, relist/renew) and the caller's favourite; the caller's favourites.
 */
export const listingsRoutes = routeList("listings", {
  ...EARLY_ROUTE_KEYS.listings,
  listHousingCities: "GET /housing/cities",
  createHousing: "POST /housing",
  updateHousing: "PUT /housing/{id}",
  setHousingStatus: "POST /housing/{id}/status",
  favoriteHousing: "PUT /housing/{id}/favorite",
  unfavoriteHousing: "DELETE /housing/{id}/favorite",
  createSale: "POST /sales",
  updateSale: "PUT /sales/{id}",
  setSaleStatus: "POST /sales/{id}/status",
  favoriteSale: "PUT /sales/{id}/favorite",
  unfavoriteSale: "DELETE /sales/{id}/favorite",
  createHousekeeping: "POST /housekeeping",
  updateHousekeeping: "PUT /housekeeping/{id}",
  setHousekeepingStatus: "POST /housekeeping/{id}/status",
  favoriteHousekeeping: "PUT /housekeeping/{id}/favorite",
  unfavoriteHousekeeping: "DELETE /housekeeping/{id}/favorite",
  createJob: "POST /jobs",
  updateJob: "PUT /jobs/{id}",
  setJobStatus: "POST /jobs/{id}/status",
  favoriteJob: "PUT /jobs/{id}/favorite",
  unfavoriteJob: "DELETE /jobs/{id}/favorite",
  listFavorites: "GET /listings/favorites",
});
