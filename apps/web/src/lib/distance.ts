import { EARTH_RADIUS_KM } from "@ask/contracts";
import { STORAGE_KEYS } from "./storage";

export interface LatLng {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula, earth radius 6371 km (spec 9). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The position the user shared on the home page (localStorage "location"), or null. */
export function sharedLocation(): LatLng | null {
  const raw = localStorage.getItem(STORAGE_KEYS.location);
  if (!raw) return null;
  try {
    const { latitude, longitude } = JSON.parse(raw) as Partial<LatLng>;
    return typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : null;
  } catch {
    return null;
  }
}

/**
 * Distance from the shared location to a listing, or null when either position is unknown.
 * Shown as "x km away" (one decimal below 10 km, whole km above).
 */
export function distanceFromMe(lat: number | null, lng: number | null): number | null {
  const me = sharedLocation();
  if (!me || lat === null || lng === null) return null;
  return distanceKm(me, { latitude: lat, longitude: lng });
}
