import {
  HOUSING_CATEGORIES,
  HOUSING_DECORATIONS,
  HOUSING_ORIENTATIONS,
  HOUSING_TYPES,
  type Housing,
  HousingInput,
} from "@ask/contracts";
import { z } from "zod";

/**
 * The editor's fields as the inputs hold them (numbers as typed text, selects as strings). The
 * schema turns them into a HousingInput and validates that with the contract's own schema, so the
 * form and the server agree on every rule; error paths keep the field names.
 */
export const HousingFormSchema = z
  .object({
    title: z.string(),
    top_category_id: z.string(),
    category_id: z.string(),
    price: z.string(),
    area: z.string(),
    room: z.string(),
    hall: z.string(),
    toilet: z.string(),
    orientation: z.string(),
    floor: z.string(),
    decoration: z.string(),
    type: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
    subway: z.string(),
    facilities: z.array(z.string()),
    tag: z.string(),
    details: z.string(),
    contact: z.string(),
    phone: z.string(),
    image_urls: z.array(z.string()),
    is_urgent: z.boolean(),
    has_vr: z.boolean(),
    is_flat: z.boolean(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  })
  .transform(
    ({ top_category_id: _top, ...v }) =>
      ({
        ...v,
        category_id: toNumber(v.category_id),
        price: toNumber(v.price),
        area: toNumber(v.area),
        room: toNumber(v.room),
        hall: toNumber(v.hall),
        toilet: toNumber(v.toilet),
        orientation: v.orientation || undefined,
        decoration: v.decoration || undefined,
        type: v.type || undefined,
        // Blank or unknown values are left for HousingInput to reject under the field's own name.
      }) as unknown as z.input<typeof HousingInput>,
  )
  .pipe(HousingInput);

export type HousingFormValues = z.input<typeof HousingFormSchema>;
export type HousingFormOutput = z.output<typeof HousingFormSchema>;

/** Typed text to a number: blank is "missing", a decimal comma is accepted (de, fr, es, pt). */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? undefined : Number(trimmed);
}

export const EMPTY_HOUSING_FORM: HousingFormValues = {
  title: "",
  top_category_id: "",
  category_id: "",
  price: "",
  area: "",
  room: "2",
  hall: "1",
  toilet: "1",
  orientation: HOUSING_ORIENTATIONS[0],
  floor: "",
  decoration: HOUSING_DECORATIONS[1],
  type: HOUSING_TYPES[0],
  city: "",
  district: "",
  address: "",
  subway: "",
  facilities: [],
  tag: "",
  details: "",
  contact: "",
  phone: "",
  image_urls: [],
  is_urgent: false,
  has_vr: false,
  is_flat: false,
  lat: null,
  lng: null,
};

/** An existing listing as the editor's starting values. */
export function toHousingForm(h: Housing): HousingFormValues {
  const category = HOUSING_CATEGORIES.find((c) => c.id === h.category_id);
  return {
    title: h.title,
    top_category_id: String(category?.parent_id ?? h.top_category_id ?? ""),
    category_id: category ? String(category.id) : "",
    price: String(h.price),
    area: String(h.area),
    room: String(h.room),
    hall: String(h.hall),
    toilet: String(h.toilet),
    orientation: h.orientation,
    floor: h.floor,
    decoration: h.decoration,
    type: h.type,
    city: h.city,
    district: h.district,
    address: h.address,
    subway: h.subway,
    facilities: h.facilities,
    tag: h.tag,
    details: h.details,
    contact: h.contact,
    phone: h.phone,
    image_urls: h.image_urls,
    is_urgent: h.is_urgent,
    has_vr: h.has_vr,
    is_flat: h.is_flat,
    lat: h.lat,
    lng: h.lng,
  };
}
