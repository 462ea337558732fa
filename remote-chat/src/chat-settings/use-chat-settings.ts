import { useCallback, useEffect, useState } from 'react';
import { useStore, type ChatSettingsAnswer, type SaveChatSettingsBody } from 'shared';
import { chatSettingsAnswerSchema } from 'shared/contracts';
import { CHAT_SETTINGS_PATHS } from 'shared/constants';

export type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; answer: ChatSettingsAnswer };

/** The widget's settings over the owner's client: loaded once, saved whole. */
export function useChatSettings() {
  const { owner } = useStore();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchSettings = useCallback(() => {
    owner.client
      .get(CHAT_SETTINGS_PATHS.settings, null, chatSettingsAnswerSchema)
      .then((answer) => setLoad({ status: 'ready', answer }))
      .catch((error: unknown) => setLoad({ status: 'failed', message: error instanceof Error && error.message ? error.message : 'The chat settings could not be loaded.' }));
  }, [owner]);

  useEffect(fetchSettings, [fetchSettings]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchSettings();
  }, [fetchSettings]);

  /** Saves the settings; answers them as stored, or throws the server's refusal for the form to show. */
  const save = useCallback(async (body: SaveChatSettingsBody) => owner.client.post(CHAT_SETTINGS_PATHS.settings, body, chatSettingsAnswerSchema), [owner]);

  return { load, reload, save };
}
