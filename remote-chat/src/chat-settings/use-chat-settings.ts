import type { SaveChatSettingsBody } from 'shared';
import { chatSettingsAnswerSchema } from 'shared/contracts';
import { CHAT_SETTINGS_PATHS } from 'shared/constants';
import { useOwnerSettings } from './use-owner-settings';

/** The widget's settings over the owner's client: loaded once, saved whole. */
export const useChatSettings = () =>
  useOwnerSettings<typeof chatSettingsAnswerSchema, SaveChatSettingsBody>(CHAT_SETTINGS_PATHS.settings, chatSettingsAnswerSchema, 'The chat settings could not be loaded.');
