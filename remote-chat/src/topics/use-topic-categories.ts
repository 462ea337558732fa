import { useCallback, useEffect, useState } from 'react';
import { useStore, type ChatTopic, type TopicSubCategoriesAnswer } from 'shared';
import { topicSubCategoriesAnswerSchema } from '../contract-refs';
import { CHAT_PATHS } from 'shared/constants';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };
type Categories = TopicSubCategoriesAnswer['data'];

/** A catalogue topic's categories ("Topic sub-categories" by the topic's name); `retry` asks again after a failure. */
export function useTopicCategories(topic: ChatTopic): { result: Loaded<Categories>; retry: () => void } {
  const { api } = useStore();
  const [attempt, setAttempt] = useState(0);
  // the answer with the request it answers: anything else is still loading
  const [answered, setAnswered] = useState<{ key: string; result: Loaded<Categories> } | null>(null);
  const key = `${topic.name}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .post(CHAT_PATHS.topicSubCategories, { selectedTopic: topic.name }, topicSubCategoriesAnswerSchema, { signal: controller.signal })
      .then((answer) => setAnswered({ key, result: { status: 'ready', data: answer.data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[chat] topic categories failed', error);
        setAnswered({ key, result: { status: 'error' } });
      });
    return () => controller.abort();
  }, [api, topic.name, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { result: answered?.key === key ? answered.result : { status: 'loading' }, retry };
}
