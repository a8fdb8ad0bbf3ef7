import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Wires a react-hook-form form to MUI TextFields: `field("name")` gives the registered input, its error
 * state and, as helper text, the error's message key put into words by `message` (each form has its
 * own texts; return " " to keep the line's height when there is no error).
 */
export function textFields<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  message: (key?: string) => string | undefined,
) {
  return (name: Path<T>) => {
    const { error } = form.getFieldState(name, form.formState);
    return { ...form.register(name), error: Boolean(error), helperText: message(error?.message) };
  };
}
