import { routeList } from "../endpoint.js";

/** The multipart upload routes under /api (the stored files are served outside /api, at /uploads/). */
export const uploadsRoutes = routeList("uploads", {
  file: "POST /upload/file",
  image: "POST /upload/image",
});
