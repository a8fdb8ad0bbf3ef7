import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useSession } from "../../lib/session";
import { clearDraft, DRAFT_SAVE_DELAY_MS, loadDraft, type PublishDraft, saveDraft } from "./draft-storage";
import type { PublishFormInput, PublishFormValues } from "./publish-form";

export interface PublishDraftControl {
  /** The draft found when the screen opened (the form starts from its values), or null. */
  restored: PublishDraft | null;
  /** Whether the "draft restored" note is shown. */
  noteVisible: boolean;
  hideNote(): void;
  /** After a successful publish: forgets the draft, and this screen writes none any more. */
  clear(): void;
  /** Forgets the draft (call before resetting the form); typing afterwards starts a new one. */
  discard(): void;
  /** @internal for useDraftAutosave */
  userId: number | undefined;
  /** @internal "paused" after discard() until the next typed change; "done" after clear() */
  state: { current: "saving" | "paused" | "done" };
}

/** Reads the signed-in user's draft once, when the screen opens. Call before useForm. */
export function usePublishDraft(): PublishDraftControl {
  const userId = useSession().user?.id;
  const [restored] = useState(() => (userId === undefined ? null : loadDraft(localStorage, userId)));
  const [noteVisible, setNoteVisible] = useState(restored !== null);
  const state = useRef<"saving" | "paused" | "done">("saving");
  const hideNote = useCallback(() => setNoteVisible(false), []);
  const forget = useCallback(
    (next: "paused" | "done") => {
      state.current = next;
      setNoteVisible(false);
      if (userId !== undefined) clearDraft(localStorage, userId);
    },
    [userId],
  );
  const clear = useCallback(() => forget("done"), [forget]);
  const discard = useCallback(() => forget("paused"), [forget]);
  return { restored, noteVisible, hideNote, clear, discard, userId, state };
}

/**
 * Saves the form as the draft DRAFT_SAVE_DELAY_MS after the last change, and at once when the screen
 * goes away (a navigation, a closed or reloaded tab) so nothing typed in the last moment is lost.
 * After discard() nothing is written until the user changes the form again; after clear() (published)
 * nothing at all, whatever the unmounting editor reports.
 */
export function useDraftAutosave(
  form: UseFormReturn<PublishFormInput, unknown, PublishFormValues>,
  draft: PublishDraftControl,
): void {
  const { userId, state } = draft;
  useEffect(() => {
    if (userId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const write = () => {
      clearTimeout(timer);
      if (!pending || state.current !== "saving") return;
      pending = false;
      saveDraft(localStorage, userId, form.getValues());
    };
    const subscription = form.watch((_values, { type }) => {
      if (state.current === "done") return;
      // A reset (discard) is not typing: it must not bring back the draft just discarded.
      if (state.current === "paused") {
        if (type !== "change") return;
        state.current = "saving";
      }
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(write, DRAFT_SAVE_DELAY_MS);
    });
    window.addEventListener("pagehide", write);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", write);
      write();
    };
  }, [form, userId, state]);
}
