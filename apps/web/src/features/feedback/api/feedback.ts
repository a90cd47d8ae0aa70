import {
  FEEDBACK_API,
  FEEDBACK_FILE_FIELD,
  type FeedbackType,
  feedbackPageSchema,
  feedbackSchema,
} from '@fortuna/contracts/feedback';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { sendForm } from '../../../api/form-upload';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const feedbackQueryRoot = [...MEMBER_QUERY_ROOT, 'feedback'] as const;

export function feedbackListQuery(pageNo: number) {
  return queryOptions({
    queryKey: [...feedbackQueryRoot, pageNo],
    queryFn: ({ signal }) =>
      apiRequest(FEEDBACK_API.list, feedbackPageSchema, { query: { pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /wps/feedback (spec §7): the type, the text and up to 3 images in one multipart form. */
export function sendFeedback(input: { type: FeedbackType; content: string; images: readonly File[] }) {
  const form = new FormData();
  form.append('type', input.type);
  form.append('content', input.content);
  for (const image of input.images) form.append(FEEDBACK_FILE_FIELD, image, image.name);
  return sendForm(FEEDBACK_API.submit, feedbackSchema, form, { method: 'PUT' });
}
