import { type PayBonusRequest, type PayBonusResponse, settlementRoutes } from "@ask/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { patchComment } from "./comments";
import { invalidateQuestionLists, patchQuestionDetail, questionDetailKeys } from "./question-detail";

/** The mutation's variables: the answer to pay (the question is the hook's) and the payment's key. */
export interface PayBonusInput {
  commentId: z.infer<typeof PayBonusRequest>["comment_id"];
  /** One key per confirmed payment: a repeated request with it moves no money a second time. */
  idempotencyKey: string;
}

/** POST /questions/pay_bonus with an Idempotency-Key header. */
export function payBonus(questionId: number, input: PayBonusInput): Promise<PayBonusResponse> {
  return callEndpoint(
    settlementRoutes.payBonus,
    { body: { question_id: questionId, comment_id: input.commentId } },
    { headers: idempotencyHeaders(input.idempotencyKey) },
  );
}

/** After money moved: this question, its answers, question lists and any wallet figures are stale. */
export function refreshAfterPayment(queryClient: QueryClient, questionId: number) {
  invalidateQuestionLists(queryClient);
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [head] }) => typeof head === "string" && /balance|wallet/i.test(head),
  });
  void queryClient.invalidateQueries({ queryKey: questionDetailKeys.detailOf(questionId) });
  void queryClient.invalidateQueries({ queryKey: questionDetailKeys.commentsOf(questionId) });
}

/** The publisher pays the escrowed bonus to one answer (spec 2, issue 4); it can happen once. */
export const usePayBonus = (questionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayBonusInput) => payBonus(questionId, input),
    onSuccess: (paid) => {
      // Question and answer turn paid together (no frame where the question is paid and the answer
      // is not); the refetch below then brings paid_info and the status.
      patchQuestionDetail(queryClient, questionId, { is_paid: true });
      patchComment(queryClient, questionId, paid.comment_id, { is_paid: true });
    },
    // Not awaited: the caller's own callbacks (toasts) run as soon as the answer is in. A refusal
    // (already paid, appeal open) also means this screen is out of date.
    onSettled: () => refreshAfterPayment(queryClient, questionId),
  });
};
