import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { RemoteView, type ChatTopic } from 'shared';
import type { BusinessIdentity } from '../business/business-identity';
import { ConversationView } from '../conversation/ConversationView';
import type { ConversationStore } from '../conversation/conversation-store';
import type { ChatFlowStore } from '../flow/chat-flow-store';
import { completeCheckout, completeEnquiry } from '../flow/complete-checkout';
import { useT } from '../i18n/use-t';
import { CodeVerification } from '../login/CodeVerification';
import { PhoneEntry } from '../login/PhoneEntry';
import { TopicSelection } from '../topics/TopicSelection';

interface Props {
  flow: ChatFlowStore;
  conversation: ConversationStore;
  topics: readonly ChatTopic[];
  themeColor: string;
  business?: BusinessIdentity | null;
}

/** The Chat tab: the screen of the widget's state. */
export const ChatBody = observer(function ChatBody({ flow, conversation, topics, themeColor, business = null }: Props) {
  const t = useT();
  const closeFlow = useCallback(() => flow.dispatch({ type: 'flow-closed' }), [flow]);
  const completed = useCallback(() => completeCheckout(flow, conversation), [flow, conversation]);
  const enquirySent = useCallback(() => completeEnquiry(flow, conversation), [flow, conversation]);
  switch (flow.state) {
    case 'phone-entry':
      return <PhoneEntry flow={flow} />;
    case 'code-verification':
      return <CodeVerification flow={flow} />;
    case 'topic-selection':
    case 'topic-selection-with-cart-summary':
      return <TopicSelection flow={flow} conversation={conversation} topics={topics} />;
    case 'direct-buy':
      return <RemoteView remote="checkout" module="OrderSummary" label={t('remote.orderSummary')} props={{ onClose: closeFlow, onOrdered: completed }} />;
    case 'send-enquiry-request':
      return <RemoteView remote="checkout" module="EnquiryRequest" label={t('remote.enquiry')} props={{ onClose: closeFlow, onSent: enquirySent }} />;
    case 'without-login-direct-buy':
      return (
        <RemoteView
          remote="checkout"
          module="OrderSummary"
          label={t('remote.orderSummary')}
          props={{ mode: 'guest', onClose: closeFlow, onOrdered: completed, onLogin: () => flow.dispatch({ type: 'login-to-checkout' }) }}
        />
      );
    case 'without-login-cart-summary':
      return (
        <RemoteView
          remote="checkout"
          module="CartSummary"
          label={t('remote.cart')}
          props={{ mode: 'guest', onBack: closeFlow, onLogin: () => flow.dispatch({ type: 'login-to-checkout' }) }}
        />
      );
    case 'chat-active':
      return (
        <div className="chat-active">
          {flow.hasTopics && (
            <div className="chat-active__bar">
              <button type="button" className="chat-link" onClick={() => flow.dispatch({ type: 'browse-topics' })}>
                {t('chat.browseTopics')}
              </button>
            </div>
          )}
          <ConversationView store={conversation} themeColor={themeColor} business={business} />
        </div>
      );
  }
});
