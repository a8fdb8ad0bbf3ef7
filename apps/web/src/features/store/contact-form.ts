import { z } from "zod";

/**
 * The add-contact form: the same rules as ContactInput (contracts), with messages that are keys of
 * the "store" namespace (contact.errors.*) — except the phone rule, whose message is the shared error
 * code only_numbers_allowed (namespace "errors").
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, "name_required").max(40, "name_long"),
  phone: z
    .string()
    .trim()
    .min(1, "phone_required")
    .regex(/^[+]?[0-9 -]+$/, "only_numbers_allowed")
    .min(3, "phone_short")
    .max(20, "phone_long"),
  address: z.string().trim().min(1, "address_required").max(200, "address_long"),
  is_default: z.boolean(),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

export const EMPTY_CONTACT: ContactFormValues = { name: "", phone: "", address: "", is_default: false };
