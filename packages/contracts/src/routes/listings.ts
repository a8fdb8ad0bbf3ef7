import { routeList } from "../endpoint.js";

/**
 * Classified listings (housing, sales, housekeeping, jobs): per kind a list, a detail, post, edit, the
 * owner's status change (close, sold, relist/renew) and the caller's favourite; the caller's favourites.
 */
export const listingsRoutes = routeList("listings", {
  listHousing: "GET /housing",
  listHousingCities: "GET /housing/cities",
  getHousing: "GET /housing/{id}",
  createHousing: "POST /housing",
  updateHousing: "PUT /housing/{id}",
  setHousingStatus: "POST /housing/{id}/status",
  favoriteHousing: "PUT /housing/{id}/favorite",
  unfavoriteHousing: "DELETE /housing/{id}/favorite",
  listSales: "GET /sales",
  getSale: "GET /sales/{id}",
  createSale: "POST /sales",
  updateSale: "PUT /sales/{id}",
  setSaleStatus: "POST /sales/{id}/status",
  favoriteSale: "PUT /sales/{id}/favorite",
  unfavoriteSale: "DELETE /sales/{id}/favorite",
  listHousekeeping: "GET /housekeeping",
  getHousekeeping: "GET /housekeeping/{id}",
  createHousekeeping: "POST /housekeeping",
  updateHousekeeping: "PUT /housekeeping/{id}",
  setHousekeepingStatus: "POST /housekeeping/{id}/status",
  favoriteHousekeeping: "PUT /housekeeping/{id}/favorite",
  unfavoriteHousekeeping: "DELETE /housekeeping/{id}/favorite",
  listJobs: "GET /jobs",
  getJob: "GET /jobs/{id}",
  createJob: "POST /jobs",
  updateJob: "PUT /jobs/{id}",
  setJobStatus: "POST /jobs/{id}/status",
  favoriteJob: "PUT /jobs/{id}/favorite",
  unfavoriteJob: "DELETE /jobs/{id}/favorite",
  listFavorites: "GET /listings/favorites",
});
