import type { Control, UseFormReturn } from "react-hook-form";
import type { PublishFormInput, PublishFormValues } from "./publish-form";

/** Props of a field of the ask form that needs only the form's control. */
export interface FieldPartProps {
  control: Control<PublishFormInput, unknown, PublishFormValues>;
  disabled: boolean;
}

/** Props of a section of the ask form that also sets values (RewardSection, SettingsSection). */
export interface SectionPartProps {
  form: UseFormReturn<PublishFormInput, unknown, PublishFormValues>;
  disabled: boolean;
}
