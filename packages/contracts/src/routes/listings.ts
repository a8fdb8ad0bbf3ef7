import { routeList } from "../endpoint.js";

/** Classified listings (housing, sales, housekeeping, jobs): per kind a list, a detail, post, edit, close. */
export const listingsRoutes = routeList("listings", {
  listHousing: "GET /housing",
  listHousingCities: "GET /housing/cities",
  getHousing: "GET /housing/{id}",
  createHousing: "POST /housing",
  updateHousing: "PUT /housing/{id}",
  closeHousing: "POST /housing/{id}/close",
  listSales: "GET /sales",
  getSale: "GET /sales/{id}",
  createSale: "POST /sales",
  updateSale: "PUT /sales/{id}",
  closeSale: "POST /sales/{id}/close",
  listHousekeeping: "GET /housekeeping",
  getHousekeeping: "GET /housekeeping/{id}",
  createHousekeeping: "POST /housekeeping",
  updateHousekeeping: "PUT /housekeeping/{id}",
  closeHousekeeping: "POST /housekeeping/{id}/close",
  listJobs: "GET /jobs",
  getJob: "GET /jobs/{id}",
  createJob: "POST /jobs",
  updateJob: "PUT /jobs/{id}",
  closeJob: "POST /jobs/{id}/close",
});
