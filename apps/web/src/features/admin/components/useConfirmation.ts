import { useState } from "react";
import { useToast } from "../../../lib/toast";

/**
 * What a back-office confirmation dialog asks about. The asked item stays while the dialog fades out,
 * so its text does not flip; `settle` gives a mutation the callbacks that close the dialog and toast.
 */
export function useConfirmation<T>() {
  const toast = useToast();
  const [asked, setAsked] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    asked,
    open,
    ask(item: T) {
      setAsked(item);
      setOpen(true);
    },
    close,
    settle<R>(succeeded: (result: R) => string, failed: (error: unknown) => string) {
      return {
        onSuccess: (result: R) => {
          close();
          toast(succeeded(result), "success");
        },
        onError: (error: unknown) => {
          close();
          toast(failed(error), "error");
        },
      };
    },
  };
}
