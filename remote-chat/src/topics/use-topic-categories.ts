import { useCallback, useEffect, useState } from 'react';
import { CHAT_PATHS, topicSubCategoriesAnswerSchema, useStore, type ChatTopic, type TopicSubCategoriesAnswer } from 'shared';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** A catalogue topic's categories ("Topic sub-categories" by the topic's name); `retry` asks again after a failure. */
export function useTopicCategories(topic: ChatTopic): { result: Loaded<TopicSubCategoriesAnswer['data']>; retry: () => void } {
  const { api } = useStore();
  const [result, setResult] = useState<Loaded<TopicSubCategoriesAnswer['data']>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setResult({ status: 'loading' });
    api
      .post(CHAT_PATHS.topicSubCategories, { selectedTopic: topic.name }, topicSubCategoriesAnswerSchema, { signal: controller.signal })
      .then((answer) => setResult({ status: 'ready', data: answer.data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[chat] topic categories failed', error);
        setResult({ status: 'error' });
      });
    return () => controller.abort();
  }, [api, topic.name, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { result, retry };
}
