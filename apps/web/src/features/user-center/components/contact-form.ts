import type { Customer, CustomerContactForm, Locale, UpdateCustomerRequest } from "@ask/contracts";

export const EMPTY_CONTACT_FORM: CustomerContactForm = {
  name: "",
  country: "",
  phone: "",
  address: "",
  email: "",
};

/** The saved customer as form fields ("" for not given). */
export const toContactForm = (c: Customer): CustomerContactForm => ({
  name: c.name ?? "",
  country: c.country ?? "",
  phone: c.phone ?? "",
  address: c.address ?? "",
  email: c.email ?? "",
});

/** The form as the update request: blank fields become null (cleared). */
export const toUpdateRequest = (f: CustomerContactForm, lang: Locale): UpdateCustomerRequest => ({
  name: f.name.trim() || null,
  country: f.country || null,
  phone: f.phone.trim() || null,
  address: f.address.trim() || null,
  email: f.email.trim() || null,
  lang,
});
