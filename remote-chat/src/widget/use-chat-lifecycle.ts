import { autorun, reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStore } from 'shared';
import type { ConversationStore } from '../conversation/conversation-store';
import type { ChatFlowStore } from '../flow/chat-flow-store';

interface Options {
  root: RootStore;
  flow: ChatFlowStore;
  conversation: ConversationStore;
  /** The business's page: edit mode is on for it or not. */
  accountTypeId: string;
  allowedAllActions: boolean;
  hasTopics: boolean;
}

/**
 * What the mounted widget keeps running:
 * - the conversation (thread and socket) only while a customer is logged in, the site allows all
 *   actions and edit mode is off (spec); stopped otherwise;
 * - the server's check of a restored session, once;
 * - each opening of the widget (`ui.openChat`, with its source) handed to the flow.
 */
export function useChatLifecycle({ root, flow, conversation, accountTypeId, allowedAllActions, hasTopics }: Options): void {
  useEffect(() => flow.configure({ hasTopics }), [flow, hasTopics]);

  useEffect(
    () =>
      autorun(() => {
        const run = allowedAllActions && root.session.isLoggedIn && !root.owner.isEditing(accountTypeId);
        if (run) conversation.start();
        else conversation.stop();
      }),
    [root, conversation, accountTypeId, allowedAllActions],
  );

  useEffect(() => {
    if (allowedAllActions) void flow.checkSession();
  }, [flow, allowedAllActions]);

  useEffect(
    () =>
      // `openChat` assigns a new state each time, so a second Buy on the same page is seen too
      reaction(
        () => root.ui.chat,
        (chat) => {
          if (chat.open) flow.openFrom(chat.source);
        },
        { fireImmediately: true },
      ),
    [root, flow],
  );
}
