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
  /** Forgets the draft and stops saving (after a successful publish, or on discard before a reset). */
  clear(): void;
  /** @internal for useDraftAutosave */
  userId: number | undefined;
  /** @internal set by clear(); a pending or unmount save must not write the draft back */
  stopped: { current: boolean };
}

/** Reads the signed-in user's draft once, when the screen opens. Call before useForm. */
export function usePublishDraft(): PublishDraftControl {
  const userId = useSession().user?.id;
  const [restored] = useState(() => (userId === undefined ? null : loadDraft(localStorage, userId)));
  const [noteVisible, setNoteVisible] = useState(restored !== null);
  const stopped = useRef(false);
  const hideNote = useCallback(() => setNoteVisible(false), []);
  const clear = useCallback(() => {
    stopped.current = true;
    setNoteVisible(false);
    if (userId !== undefined) clearDraft(localStorage, userId);
  }, [userId]);
  return { restored, noteVisible, hideNote, clear, userId, stopped };
}

/**
 * Saves the form as the draft DRAFT_SAVE_DELAY_MS after the last change, and at once when the screen
 * goes away (a navigation, a closed or reloaded tab) so nothing typed in the last moment is lost.
 * After clear() nothing is written until the form changes again (a discard starts a new draft).
 */
export function useDraftAutosave(
  form: UseFormReturn<PublishFormInput, unknown, PublishFormValues>,
  draft: PublishDraftControl,
): void {
  const { userId, stopped } = draft;
  useEffect(() => {
    if (userId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const write = () => {
      clearTimeout(timer);
      if (!pending || stopped.current) return;
      pending = false;
      saveDraft(localStorage, userId, form.getValues());
    };
    const subscription = form.watch((_values, { type }) => {
      // A reset (discard) is not typing: it must not bring back the draft just cleared.
      if (type === undefined && stopped.current) return;
      stopped.current = false;
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
  }, [form, userId, stopped]);
}
