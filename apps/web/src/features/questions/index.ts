// The questions feature's public surface: other features import only from here (lint: noRestrictedImports).
export { useCreateComment } from "./api/create-comment";
export { useQuestionList } from "./api/list-questions";
export { useQuestionDetail } from "./api/question-detail";
export { useSimilarQuestions } from "./api/similar-questions";
export { AttachmentList } from "./components/AttachmentList";
export { CommentList } from "./components/CommentList";
export { QuestionContent } from "./components/QuestionContent";
export { QuestionListEmpty } from "./components/QuestionListEmpty";
export { QuestionListItem } from "./components/QuestionListItem";
export { QuestionListSkeleton } from "./components/QuestionListSkeleton";
export { QuestionResults } from "./components/QuestionResults";
export { QuestionStatusChip } from "./components/QuestionStatusChip";
export { QuestionUnavailable } from "./components/QuestionUnavailable";
export { SimilarQuestionList } from "./components/SimilarQuestionList";
export { UserAvatar } from "./components/UserAvatar";
export { useQuestionErrorMessage } from "./components/useQuestionErrorMessage";
